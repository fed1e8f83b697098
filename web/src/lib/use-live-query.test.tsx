// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type TrailDb } from './db';
import { useLiveQuery, useSharedLiveQuery } from './use-live-query';

let db: TrailDb;
let n = 0;
beforeEach(async () => {
  db = createDb(`live-query-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('useLiveQuery', () => {
  it('follows the device as it changes', async () => {
    const { result } = renderHook(() => useLiveQuery(() => db.meta.count(), [], -1));
    expect(result.current).toBe(-1);
    await waitFor(() => expect(result.current).toBe(0));
    await db.meta.put({ key: 'k', value: 1 });
    await waitFor(() => expect(result.current).toBe(1));
  });

  it('renders nothing again for the result the page already shows', async () => {
    let renders = 0;
    const written = db.meta.put({ key: 'other', value: 0 });
    const { result } = renderHook(() => {
      renders++;
      // The same answer every time: the default it starts with, then after each write.
      return useLiveQuery(async () => (await db.meta.get('missing'))?.value ?? 'none', [], 'none');
    });
    await written;
    await db.meta.put({ key: 'other', value: 1 });
    await db.meta.put({ key: 'other', value: 2 });
    // A query made after the writes has answered: so have the hook's.
    const after = renderHook(() => useLiveQuery(() => db.meta.count(), []));
    await waitFor(() => expect(after.result.current).toBe(1));
    expect(result.current).toBe('none');
    expect(renders).toBe(1);
  });
});

describe('useSharedLiveQuery', () => {
  it('reads the device once per change for every component with the same key', async () => {
    let reads = 0;
    const count = () => {
      reads++;
      return db.meta.count();
    };
    const key = `${db.name}:count`;
    const first = renderHook(() => useSharedLiveQuery(key, count, -1));
    const second = renderHook(() => useSharedLiveQuery(key, count, -1));
    await waitFor(() => expect([first.result.current, second.result.current]).toEqual([0, 0]));
    await db.meta.put({ key: 'k', value: 1 });
    await waitFor(() => expect([first.result.current, second.result.current]).toEqual([1, 1]));
    // One read when the first component subscribed, one after the write: not one per component.
    expect(reads).toBe(2);

    // A component that comes later gets the answer the others have, without reading again.
    const third = renderHook(() => useSharedLiveQuery(key, count, -1));
    await waitFor(() => expect(third.result.current).toBe(1));
    expect(reads).toBe(2);
  });

  it('stops reading once the last component has gone', async () => {
    let reads = 0;
    const key = `${db.name}:stops`;
    const querier = () => {
      reads++;
      return db.meta.count();
    };
    const a = renderHook(() => useSharedLiveQuery(key, querier, -1));
    const b = renderHook(() => useSharedLiveQuery(key, querier, -1));
    await waitFor(() => expect(b.result.current).toBe(0));
    a.unmount();
    await db.meta.put({ key: 'k', value: 1 });
    await waitFor(() => expect(b.result.current).toBe(1));
    b.unmount();
    const readsBefore = reads;
    await db.meta.put({ key: 'k2', value: 2 });
    // A query made after the write has answered: a subscription still open would have read too.
    const after = renderHook(() => useLiveQuery(() => db.meta.count(), []));
    await waitFor(() => expect(after.result.current).toBe(2));
    expect(reads).toBe(readsBefore);
    // A new component starts a new subscription, with the device as it is now.
    const c = renderHook(() => useSharedLiveQuery(key, querier, -1));
    await waitFor(() => expect(c.result.current).toBe(2));
  });
});
