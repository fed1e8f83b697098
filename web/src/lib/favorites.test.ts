import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from './db';
import { addFavorite, listFavorites, toggleFavorite } from './favorites';
import { makeTrail } from './test-fixtures';

beforeEach(async () => {
  await db.favorites.clear();
});

describe('favourites', () => {
  it('toggles a trail in and out', async () => {
    const r = makeTrail({ id: 3 });
    expect(await toggleFavorite(r)).toBe(true);
    expect(await db.favorites.get(3)).toMatchObject({
      id: 3,
      name: r.name,
      province: r.province,
      distance: r.distance,
    });
    expect(await toggleFavorite(r)).toBe(false);
    expect(await db.favorites.count()).toBe(0);
  });

  it('lists newest first and ignores adding an existing id', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2025-01-01T00:00:00Z'));
    await addFavorite(makeTrail({ id: 1, name: 'Old' }));
    vi.setSystemTime(new Date('2025-02-01T00:00:00Z'));
    await addFavorite(makeTrail({ id: 2, name: 'New' }));
    await addFavorite(makeTrail({ id: 1, name: 'Old again' }));
    vi.useRealTimers();
    expect((await listFavorites()).map((f) => f.name)).toEqual(['New', 'Old']);
  });
});
