// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providers, testQueryClient } from '../test-render';
import { useTransitionQuery } from './use-transition-query';

/** A query function whose answers the test hands out. */
function answers<T>() {
  const pending = new Map<string, (value: T) => void>();
  let calls = 0;
  return {
    fn: (key: string) => () => {
      calls++;
      return new Promise<T>((resolve) => pending.set(key, resolve));
    },
    answer: (key: string, value: T) => pending.get(key)!(value),
    get calls() {
      return calls;
    },
  };
}

describe('useTransitionQuery', () => {
  it('is pending, then shows the answer when it arrives', async () => {
    const server = answers<string>();
    const { result } = renderHook(() => useTransitionQuery({ queryKey: ['w', 1], queryFn: server.fn('1') }), {
      wrapper: providers(),
    });
    expect(result.current.status).toBe('pending');
    await waitFor(() => expect(server.calls).toBe(1));
    act(() => server.answer('1', 'Sunny'));
    await waitFor(() => expect(result.current).toMatchObject({ status: 'success', data: 'Sunny' }));
  });

  it("shows a new key's own answer at once, never the previous key's", async () => {
    const client = testQueryClient();
    client.setQueryData(['w', 2], 'Rain');
    const server = answers<string>();
    const { result, rerender } = renderHook(
      ({ id }: { id: number }) =>
        useTransitionQuery({ queryKey: ['w', id], queryFn: server.fn(String(id)), staleTime: Infinity }),
      { wrapper: providers(client), initialProps: { id: 1 } },
    );
    await waitFor(() => expect(server.calls).toBe(1));
    act(() => server.answer('1', 'Sunny'));
    await waitFor(() => expect(result.current.data).toBe('Sunny'));
    rerender({ id: 2 });
    expect(result.current.data).toBe('Rain');
    rerender({ id: 3 });
    expect(result.current.data).toBeUndefined();
  });

  it('asks nothing while disabled, and asks once enabled', async () => {
    const server = answers<string>();
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) =>
        useTransitionQuery({ queryKey: ['w', 4], queryFn: server.fn('4'), enabled }),
      { wrapper: providers(), initialProps: { enabled: false } },
    );
    // Mounted and subscribed (a task after the effects): an enabled query would have asked.
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(server.calls).toBe(0);
    expect(result.current.fetchStatus).toBe('idle');
    rerender({ enabled: true });
    await waitFor(() => expect(server.calls).toBe(1));
    act(() => server.answer('4', 'Wind'));
    await waitFor(() => expect(result.current.data).toBe('Wind'));
  });

  it('subscribes a task after mounting, and not at all when unmounted before', async () => {
    const server = answers<string>();
    const first = renderHook(() => useTransitionQuery({ queryKey: ['w', 5], queryFn: server.fn('5') }), {
      wrapper: providers(),
    });
    // The effects have run; the request waits for a task of its own.
    expect(server.calls).toBe(0);
    first.unmount();
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(server.calls).toBe(0);
    renderHook(() => useTransitionQuery({ queryKey: ['w', 6], queryFn: server.fn('6') }), { wrapper: providers() });
    await act(() => new Promise((r) => setTimeout(r, 0)));
    expect(server.calls).toBe(1);
  });
});
