import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDb, type TrailDb } from './db';
import { META, readMeta } from './meta';
import { syncNow } from './sync-engine';
import { useSyncStatus } from './sync-status-store';
import { makeTrail, makeSync } from './test-fixtures';

let db: TrailDb;
let n = 0;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(async () => {
  db = createDb(`engine-test-${++n}`);
  await db.open();
  useSyncStatus.setState({ syncing: false, lastError: null, attempted: false, progress: null });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.delete();
});

describe('syncNow', () => {
  it('asks for changes since the stored cursor', async () => {
    const fetch = vi.fn().mockResolvedValueOnce(json(makeSync({ full: true, cursor: 'c1', routes: [makeTrail()] })));
    fetch.mockResolvedValueOnce(json(makeSync({ cursor: 'c2' })));
    vi.stubGlobal('fetch', fetch);
    await syncNow(db);
    await syncNow(db);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/sync', '/api/sync?since=c1']);
    expect(await readMeta(db, META.cursor)).toBe('c2');
    expect(useSyncStatus.getState()).toMatchObject({ syncing: false, attempted: true, lastError: null });
  });

  it('reports download and save progress on a full sync only', async () => {
    const seen: string[] = ['none'];
    const unsubscribe = useSyncStatus.subscribe((s) => {
      const p = s.progress;
      const label = p === null ? 'none' : p.phase === 'download' ? 'download' : `save ${p.trails}`;
      if (seen.at(-1) !== label) seen.push(label);
    });
    const fetch = vi.fn().mockResolvedValueOnce(json(makeSync({ full: true, cursor: 'c1', routes: [makeTrail()] })));
    fetch.mockResolvedValueOnce(json(makeSync({ cursor: 'c2' })));
    vi.stubGlobal('fetch', fetch);
    await syncNow(db);
    expect(seen).toEqual(['none', 'download', 'save 1', 'none']);
    seen.splice(1);
    await syncNow(db);
    expect(seen).toEqual(['none']);
    unsubscribe();
  });

  it('starts over with a full sync when the server rejects the cursor', async () => {
    await db.meta.put({ key: META.cursor, value: 'stale' });
    const fetch = vi
      .fn()
      .mockResolvedValueOnce(json({ message: 'since must be a cursor returned by /api/sync' }, 400))
      .mockResolvedValueOnce(json(makeSync({ full: true, cursor: 'fresh', routes: [makeTrail({ id: 4 })] })));
    vi.stubGlobal('fetch', fetch);
    await syncNow(db);
    expect(fetch.mock.calls.map((c) => c[0])).toEqual(['/api/sync?since=stale', '/api/sync']);
    expect(await db.routes.count()).toBe(1);
  });

  it('keeps local data and only warns when the server is down', async () => {
    await db.routes.put(makeTrail({ id: 9 }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(syncNow(db)).resolves.toBeUndefined();
    expect(await db.routes.count()).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
    expect(useSyncStatus.getState().lastError).toMatch(/Failed to fetch/);
  });

  it('shares one request between concurrent calls', async () => {
    const fetch = vi.fn().mockResolvedValue(json(makeSync({ full: true })));
    vi.stubGlobal('fetch', fetch);
    await Promise.all([syncNow(db), syncNow(db)]);
    expect(fetch).toHaveBeenCalledOnce();
  });
});
