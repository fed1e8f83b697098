import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from './db';
import { LEGACY_FAVORITES_KEY, listFavorites, migrateLegacyFavorites, parseLegacyFavorites } from './favorites';
import { LEGACY_SAVED_ROUTES_KEY, migrateLegacySavedRoutes, parseLegacySavedRoutes } from './saved-routes';
import { makeTrail } from './test-fixtures';

function memoryStorage(values: Record<string, string>) {
  const store = new Map(Object.entries(values));
  return {
    getItem: (k: string) => store.get(k) ?? null,
    removeItem: (k: string) => void store.delete(k),
    has: (k: string) => store.has(k),
  };
}

beforeEach(async () => {
  await Promise.all([db.favorites.clear(), db.savedRoutes.clear(), db.meta.clear(), db.routes.clear()]);
});

describe('legacy favourites', () => {
  it('reads ids or entries, ignores malformed items and duplicates', () => {
    expect(parseLegacyFavorites(null)).toEqual([]);
    expect(parseLegacyFavorites('not json')).toEqual([]);
    expect(parseLegacyFavorites('{"id":1}')).toEqual([]);
    expect(
      parseLegacyFavorites(
        JSON.stringify([
          3,
          '4',
          { id: 5, name: 'Karkloof', distance: 30 },
          { id: 'x' },
          null,
          -1,
          3,
          { name: 'no id' },
        ]),
      ).map((f) => f.id),
    ).toEqual([3, 4, 5]);
  });

  it('moves the list into Dexie once, newest first, filling details from the trails', async () => {
    await db.routes.put(makeTrail({ id: 3, name: 'Tokai', province: 'Western Cape', distance: 18 }));
    await db.favorites.put({
      id: 9,
      name: 'Kept',
      province: 'Gauteng',
      difficulty: 'easy',
      distance: 5,
      addedAt: '2020-01-01T00:00:00.000Z',
    });
    const storage = memoryStorage({ [LEGACY_FAVORITES_KEY]: JSON.stringify([3, { id: 5, name: 'Karkloof' }, 9]) });

    await migrateLegacyFavorites(storage);

    const favorites = await listFavorites();
    expect(favorites.map((f) => f.id)).toEqual([3, 5, 9]);
    expect(favorites[0]).toMatchObject({ name: 'Tokai', province: 'Western Cape', distance: 18 });
    expect(favorites.find((f) => f.id === 9)?.name).toBe('Kept');
    expect(storage.has(LEGACY_FAVORITES_KEY)).toBe(false);

    // Once only: a value written later under the old key is not imported again.
    const again = memoryStorage({ [LEGACY_FAVORITES_KEY]: '[42]' });
    await migrateLegacyFavorites(again);
    expect(await db.favorites.get(42)).toBeUndefined();
  });

  it('leaves the device untouched when nothing is stored under the old keys', async () => {
    const empty = memoryStorage({});
    await migrateLegacyFavorites(empty);
    await migrateLegacySavedRoutes(empty);
    // No marker written: a page's start costs no database write (and no read) on such a device.
    expect(await db.meta.count()).toBe(0);
    expect(await db.favorites.count()).toBe(0);
    expect(await db.savedRoutes.count()).toBe(0);
  });

  it('treats a malformed stored value as an empty list', async () => {
    await migrateLegacyFavorites(memoryStorage({ [LEGACY_FAVORITES_KEY]: '{broken' }));
    expect(await db.favorites.count()).toBe(0);
  });
});

describe('legacy saved routes', () => {
  it('moves a savedRoutes id list into Dexie once', async () => {
    expect(parseLegacySavedRoutes('[1,"2",2,"x",null]')).toEqual([1, 2]);
    expect(parseLegacySavedRoutes('nope')).toEqual([]);
    const storage = memoryStorage({ [LEGACY_SAVED_ROUTES_KEY]: '[7, 8]' });
    await migrateLegacySavedRoutes(storage);
    expect((await db.savedRoutes.toArray()).map((s) => s.id).sort()).toEqual([7, 8]);
    expect(storage.has(LEGACY_SAVED_ROUTES_KEY)).toBe(false);
  });
});
