// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type TrailDb } from './db';
import { useLiveQuery } from './use-live-query';

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
