// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { META } from './meta';
import { useSyncStatus } from './sync-status-store';
import { useFirstSync } from './use-first-sync';

afterEach(async () => {
  useSyncStatus.setState(useSyncStatus.getInitialState());
  await db.meta.clear();
});

describe('useFirstSync', () => {
  it('is pending on a new device until the first sync is stored', async () => {
    const { result } = renderHook(() => useFirstSync());
    expect(result.current).toEqual({ pending: true, failed: false });
    act(() => useSyncStatus.setState({ syncing: true }));
    await db.meta.put({ key: META.lastSyncedAt, value: '2026-11-28T10:00:00.000Z' });
    await waitFor(() => expect(result.current).toEqual({ pending: false, failed: false }));
  });

  it("says so when this visit's attempt failed and the device holds nothing", async () => {
    const { result } = renderHook(() => useFirstSync());
    act(() => useSyncStatus.setState({ syncing: true }));
    act(() => useSyncStatus.setState({ syncing: false, attempted: true, lastError: 'offline' }));
    await waitFor(() => expect(result.current).toEqual({ pending: false, failed: true }));
  });

  it('renders nothing again while the sync runs and reports its progress', async () => {
    let renders = 0;
    const { result } = renderHook(() => {
      renders++;
      return useFirstSync();
    });
    // The device has been read (never synced): from here, only a failure or the stored sync matters.
    await act(() => db.meta.count());
    const before = renders;
    act(() => useSyncStatus.setState({ syncing: true }));
    act(() => useSyncStatus.setState({ progress: { phase: 'download', receivedBytes: 1000 } }));
    act(() => useSyncStatus.setState({ progress: { phase: 'save', trails: 80 } }));
    expect(renders).toBe(before);
    expect(result.current).toEqual({ pending: true, failed: false });
  });
});
