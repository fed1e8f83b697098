import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb, type TrailDb } from './db';
import { META, readMeta } from './meta';
import { applySync, looksLikeSyncResponse } from './sync-apply';
import { makeFavorite, makeTrail, makeSync } from './test-fixtures';

let db: TrailDb;
let n = 0;

beforeEach(async () => {
  db = createDb(`sync-test-${++n}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('applySync', () => {
  it('stores a full sync, then a delta with a tombstone removes that trail', async () => {
    const a = makeTrail({ id: 1, name: 'A' });
    const b = makeTrail({ id: 2, name: 'B' });
    await applySync(db, makeSync({ full: true, cursor: 'c1', routes: [a, b] }), new Date('2025-06-01T10:00:00Z'));
    expect((await db.routes.toArray()).map((r) => r.name)).toEqual(['A', 'B']);
    expect(await readMeta(db, META.cursor)).toBe('c1');

    await applySync(
      db,
      makeSync({
        cursor: 'c2',
        routes: [makeTrail({ id: 1, name: 'A renamed' })],
        deleted: { routes: [2], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] },
      }),
      new Date('2025-06-01T10:05:00Z'),
    );
    expect(await db.routes.toArray()).toMatchObject([{ id: 1, name: 'A renamed' }]);
    expect(await readMeta(db, META.cursor)).toBe('c2');
    expect(await readMeta(db, META.lastSyncedAt)).toBe('2025-06-01T10:05:00.000Z');
  });

  it('a full sync replaces local copies (rows missing from it disappear)', async () => {
    await applySync(db, makeSync({ full: true, routes: [makeTrail({ id: 7 })] }));
    await applySync(db, makeSync({ full: true, routes: [makeTrail({ id: 8 })] }));
    expect(await db.routes.toCollection().primaryKeys()).toEqual([8]);
  });

  it('a delta keeps rows it does not mention and leaves favourites alone', async () => {
    await db.favorites.add(makeFavorite({ id: 9, name: 'X', addedAt: 'now' }));
    await applySync(db, makeSync({ full: true, routes: [makeTrail({ id: 9 }), makeTrail({ id: 10 })] }));
    await applySync(db, makeSync({ routes: [makeTrail({ id: 11 })] }));
    expect(await db.routes.toCollection().primaryKeys()).toEqual([9, 10, 11]);
    expect(await db.favorites.count()).toBe(1);
  });
});

describe('a whole catalogue', () => {
  const catalogue = (count: number) =>
    Array.from({ length: count }, (_, i) => makeTrail({ id: i + 1, name: `T${i + 1}` }));

  it('stores every trail', async () => {
    const routes = catalogue(53);
    await applySync(db, makeSync({ full: true, cursor: 'c1', routes }));
    expect(await db.routes.count()).toBe(routes.length);
    expect(await readMeta(db, META.cursor)).toBe('c1');
  });

  it('is one transaction: a trail that cannot be stored leaves the device as it was', async () => {
    await applySync(db, makeSync({ full: true, cursor: 'old', routes: [makeTrail({ id: 500, name: 'Kept' })] }));
    const routes = catalogue(35);
    // An id IndexedDB cannot use as a key, near the end of the catalogue.
    routes[33] = { ...routes[33], id: { bad: true } as unknown as number };
    await expect(applySync(db, makeSync({ full: true, cursor: 'new', routes }))).rejects.toThrow();
    expect(await db.routes.toArray()).toMatchObject([{ id: 500, name: 'Kept' }]);
    expect(await readMeta(db, META.cursor)).toBe('old');
  });
});

describe('favourites of deleted trails', () => {
  const favourite = (id: number) => db.favorites.add(makeFavorite({ id, addedAt: `2025-06-0${id}` }));

  it("a delta's tombstone removes the trail's favourite with the trail", async () => {
    await applySync(db, makeSync({ full: true, routes: [makeTrail({ id: 1 }), makeTrail({ id: 2 })] }));
    await favourite(1);
    await favourite(2);
    await applySync(
      db,
      makeSync({
        deleted: { routes: [2], events: [], videos: [], news: [], tracks: [], conditions: [], statuses: [] },
      }),
    );
    expect(await db.favorites.toCollection().primaryKeys()).toEqual([1]);
  });

  it('a full sync removes favourites that point at no trail and keeps the others', async () => {
    await favourite(1);
    await favourite(3);
    await applySync(db, makeSync({ full: true, routes: [makeTrail({ id: 1 }), makeTrail({ id: 2 })] }));
    expect(await db.favorites.toCollection().primaryKeys()).toEqual([1]);
  });

  it('an empty full answer (no catalogue on the server) keeps every favourite', async () => {
    await favourite(1);
    await applySync(db, makeSync({ full: true, routes: [] }));
    expect(await db.favorites.count()).toBe(1);
  });
});

describe('looksLikeSyncResponse', () => {
  it('accepts a sync answer and rejects other JSON', () => {
    expect(looksLikeSyncResponse(makeSync())).toBe(true);
    expect(looksLikeSyncResponse({ message: 'Not found' })).toBe(false);
    expect(looksLikeSyncResponse(null)).toBe(false);
  });
});
