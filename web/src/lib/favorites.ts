import { useLiveQuery } from 'dexie-react-hooks';
import type { Route } from '@trailfinder/shared-types';
import { db, type FavoriteEntry } from './db';

export type FavoriteSource = Pick<Route, 'id' | 'name' | 'province' | 'difficulty' | 'distance'>;

/** Adds the trail to favourites or removes it; returns true when it is now a favourite. */
export async function toggleFavorite(route: FavoriteSource): Promise<boolean> {
  return db.transaction('rw', db.favorites, async () => {
    if (await db.favorites.get(route.id)) {
      await db.favorites.delete(route.id);
      return false;
    }
    const entry: FavoriteEntry = {
      id: route.id,
      name: route.name,
      province: route.province,
      difficulty: route.difficulty,
      distance: route.distance,
      addedAt: new Date().toISOString(),
    };
    await db.favorites.add(entry);
    return true;
  });
}

/** Adding an id that is already a favourite is ignored (spec section 4). */
export async function addFavorite(route: FavoriteSource): Promise<void> {
  if (!(await db.favorites.get(route.id))) await toggleFavorite(route);
}

/** Favourites, newest first. */
export function listFavorites(): Promise<FavoriteEntry[]> {
  return db.favorites.orderBy('addedAt').reverse().toArray();
}

export function useFavoriteCount(): number {
  return useLiveQuery(() => db.favorites.count(), [], 0);
}

export function useFavoriteIds(): ReadonlySet<number> {
  return useLiveQuery(async () => new Set(await db.favorites.toCollection().primaryKeys()), [], new Set<number>());
}
