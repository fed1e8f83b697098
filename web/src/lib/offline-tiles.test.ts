import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SAVED_TILE_CACHE, TILE_CACHE } from '../config/pwa';
import { createDb, type TrailDb } from './db';
import {
  downloadTrailTiles,
  estimateTrailTiles,
  formatApproxSize,
  readSavedTiles,
  removeTilesOfUnsavedTrails,
  removeTrailTiles,
  trailTileUrls,
  type TileProgress,
} from './offline-tiles';

const TEMPLATE = 'https://tiles.example.com/{z}/{x}/{y}.png';
const JONKERSHOEK = [-33.9871, 18.9513] as const;
/** About 1.5 km east: most of its area overlaps Jonkershoek's. */
const NEIGHBOUR = [-33.9871, 18.9675] as const;

const keyOf = (req: RequestInfo | URL) => (typeof req === 'string' ? req : req instanceof URL ? req.href : req.url);

/** Enough of the Cache API for the code under test; `capacity` makes put() fail like a full disk. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  constructor(private readonly capacity = Infinity) {}
  async match(req: RequestInfo | URL) {
    return this.entries.get(keyOf(req))?.clone();
  }
  async put(req: RequestInfo | URL, res: Response) {
    if (this.entries.size >= this.capacity)
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.entries.set(keyOf(req), res);
  }
  async delete(req: RequestInfo | URL) {
    return this.entries.delete(keyOf(req));
  }
}

class FakeCacheStorage {
  readonly stores = new Map<string, FakeCache>();
  capacity = Infinity;
  cache(name: string) {
    if (!this.stores.has(name)) this.stores.set(name, new FakeCache(this.capacity));
    return this.stores.get(name)!;
  }
  async open(name: string) {
    return this.cache(name);
  }
  async match(req: RequestInfo | URL, options?: { cacheName?: string }) {
    return options?.cacheName ? this.stores.get(options.cacheName)?.match(req) : undefined;
  }
}

let db: TrailDb;
let storage: FakeCacheStorage;
let fetchMock: ReturnType<typeof vi.fn<(url: string, init?: RequestInit) => Promise<Response>>>;
let n = 0;

beforeEach(async () => {
  db = createDb(`offline-tiles-test-${++n}`);
  await db.open();
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  fetchMock = vi.fn(async () => new Response('tile', { status: 200, headers: { 'content-type': 'image/png' } }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await db.delete();
});

const saved = () => storage.cache(SAVED_TILE_CACHE).entries;
const download = (routeId: number, at: readonly [number, number], onProgress = (_: TileProgress) => {}) =>
  downloadTrailTiles(routeId, at[0], at[1], TEMPLATE, onProgress, { db });

describe('estimateTrailTiles', () => {
  it('counts the tiles of the area and assumes about 25 KB each', () => {
    const { count, approxBytes } = estimateTrailTiles(...JONKERSHOEK);
    expect(count).toBe(trailTileUrls(...JONKERSHOEK, TEMPLATE).length);
    expect(count).toBeGreaterThan(40);
    expect(approxBytes).toBe(count * 25_000);
  });
  it('formats sizes for "about ..." texts', () => {
    expect(formatApproxSize(64 * 25_000)).toBe('1.6 MB');
    expect(formatApproxSize(2_000_000)).toBe('2 MB');
    expect(formatApproxSize(900_000)).toBe('900 KB');
  });
});

describe('downloadTrailTiles', () => {
  it('stores every tile of the area, 4 at a time, reporting progress', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    fetchMock.mockImplementation(async () => {
      maxInFlight = Math.max(maxInFlight, ++inFlight);
      await new Promise((r) => setTimeout(r, 1));
      inFlight--;
      return new Response('tile', { status: 200 });
    });
    const reports: TileProgress[] = [];
    const result = await download(1, JONKERSHOEK, (p) => reports.push(p));

    const urls = trailTileUrls(...JONKERSHOEK, TEMPLATE);
    expect(result).toEqual({ status: 'complete', done: urls.length, total: urls.length, failed: 0 });
    expect([...saved().keys()].sort()).toEqual([...urls].sort());
    expect(maxInFlight).toBe(4);
    expect(fetchMock).toHaveBeenCalledWith(urls[0], expect.objectContaining({ mode: 'cors', credentials: 'omit' }));
    expect(reports[0]).toEqual({ done: 0, total: urls.length, failed: 0 });
    expect(reports.at(-1)).toEqual({ done: urls.length, total: urls.length, failed: 0 });
    expect(reports.map((p) => p.done)).toEqual([...reports.map((p) => p.done)].sort((a, b) => a - b));
    expect(await readSavedTiles(1, db)).toMatchObject({ status: 'complete', stored: urls.length, urls });
  });

  it('skips tiles already stored and copies tiles already viewed instead of fetching them', async () => {
    const urls = trailTileUrls(...JONKERSHOEK, TEMPLATE);
    saved().set(urls[0], new Response('old'));
    storage.cache(TILE_CACHE).entries.set(urls[1], new Response('viewed', { status: 200 }));
    const result = await download(1, JONKERSHOEK);
    expect(result.status).toBe('complete');
    expect(fetchMock).toHaveBeenCalledTimes(urls.length - 2);
    expect(fetchMock.mock.calls.map(([url]) => url)).not.toContain(urls[0]);
    expect(await saved().get(urls[1])?.text()).toBe('viewed');
  });

  it('reports tiles the provider refuses and says the map is only partly saved', async () => {
    const urls = trailTileUrls(...JONKERSHOEK, TEMPLATE);
    fetchMock.mockImplementation(async (url) =>
      url === urls[2] ? new Response('', { status: 404 }) : new Response('tile', { status: 200 }),
    );
    const result = await download(1, JONKERSHOEK);
    expect(result).toMatchObject({ status: 'partial', done: urls.length - 1, failed: 1 });
    expect(saved().has(urls[2])).toBe(false);
  });

  it('says the download failed when nothing could be fetched (offline)', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await download(1, JONKERSHOEK);
    expect(result).toMatchObject({ status: 'failed', done: 0 });
    expect(result.failed).toBe(result.total);
  });

  it('stops cleanly when the disk is full and keeps what was stored', async () => {
    storage.capacity = 5;
    const result = await download(1, JONKERSHOEK);
    expect(result).toMatchObject({ status: 'quota', done: 5, failed: 0 });
    expect(saved().size).toBe(5);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(5 + 4);
    expect(await readSavedTiles(1, db)).toMatchObject({ status: 'quota', stored: 5 });
  });

  it('can be aborted', async () => {
    const controller = new AbortController();
    const result = await downloadTrailTiles(
      1,
      ...JONKERSHOEK,
      TEMPLATE,
      (p) => {
        if (p.done === 3) controller.abort();
      },
      { db, signal: controller.signal },
    );
    expect(result.status).toBe('aborted');
    expect(result.done).toBeLessThan(result.total);
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(3 + 4);
  });

  it('does nothing without CacheStorage', async () => {
    vi.stubGlobal('caches', undefined);
    expect(await download(1, JONKERSHOEK)).toMatchObject({ status: 'unavailable', total: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await readSavedTiles(1, db)).toBeUndefined();
  });
});

describe('removeTrailTiles', () => {
  it('removes the trail’s tiles but keeps those another saved trail uses', async () => {
    await download(1, JONKERSHOEK);
    await download(2, NEIGHBOUR);
    const own = trailTileUrls(...JONKERSHOEK, TEMPLATE);
    const neighbour = trailTileUrls(...NEIGHBOUR, TEMPLATE);
    const sharedUrls = own.filter((url) => neighbour.includes(url));
    expect(sharedUrls.length).toBeGreaterThan(0);
    expect(sharedUrls.length).toBeLessThan(own.length);

    await removeTrailTiles(1, { db });

    expect([...saved().keys()].sort()).toEqual([...neighbour].sort());
    expect(await readSavedTiles(1, db)).toBeUndefined();
    expect(await readSavedTiles(2, db)).toMatchObject({ status: 'complete' });
  });

  it('stops a running download first, so no tile is left behind', async () => {
    // The first tiles arrive; the rest hang until the download is aborted.
    fetchMock.mockImplementation(async (_url, init) => {
      if (fetchMock.mock.calls.length <= 6) return new Response('tile', { status: 200 });
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    });
    const running = download(1, JONKERSHOEK);
    await vi.waitFor(() => expect(saved().size).toBe(6));
    await removeTrailTiles(1, { db });
    expect((await running).status).toBe('aborted');
    expect(saved().size).toBe(0);
    expect(await readSavedTiles(1, db)).toBeUndefined();
  });

  it('clears tiles of trails that are no longer saved', async () => {
    await db.savedRoutes.add({ id: 2, savedAt: '2026-11-20T08:00:00.000Z' });
    await download(1, JONKERSHOEK);
    await download(2, NEIGHBOUR);
    await removeTilesOfUnsavedTrails(db);
    expect(await readSavedTiles(1, db)).toBeUndefined();
    expect([...saved().keys()].sort()).toEqual([...trailTileUrls(...NEIGHBOUR, TEMPLATE)].sort());
  });
});
