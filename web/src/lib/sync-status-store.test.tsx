// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSyncStatus, useSyncStatusTransition } from './sync-status-store';

afterEach(() => useSyncStatus.setState(useSyncStatus.getInitialState()));

describe('useSyncStatusTransition', () => {
  it('starts from the state the server rendered, then shows the current one', async () => {
    useSyncStatus.setState({ syncing: true });
    const renders: boolean[] = [];
    const { result } = renderHook(() => {
      const syncing = useSyncStatusTransition((s) => s.syncing);
      renders.push(syncing);
      return syncing;
    });
    expect(renders[0]).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('follows the store as the sync begins and ends', async () => {
    const { result } = renderHook(() => useSyncStatusTransition((s) => s.attempted && !s.syncing));
    act(() => useSyncStatus.setState({ syncing: true }));
    expect(result.current).toBe(false);
    act(() => useSyncStatus.setState({ syncing: false, attempted: true }));
    await waitFor(() => expect(result.current).toBe(true));
  });
});
