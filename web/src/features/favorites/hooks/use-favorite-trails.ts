import { useLiveQuery } from '../../../lib/use-live-query';
import type { Trail } from '@trailfinder/shared-types';
import { listFavorites, useFavoriteCount } from '../../../lib/favorites';
import { useFirstSync } from '../../../lib/use-first-sync';
import { existingFavoriteTrails } from '../favorites-summary';

export interface FavoriteTrails {
  /** Every favourite kept on the device (Y in 'Showing X of Y'). */
  total: number;
  /** Favourites whose trail is still in the routes list, newest first (the X shown). */
  trails: Trail[];
}

/**
 * Favourites joined with the device's trail list. Favourites whose trail no longer exists
 * (removed from the catalogue) are counted but not shown. Undefined while loading, and while
 * the first sync of a new device is still fetching the trail list.
 */
export function useFavoriteTrails(): FavoriteTrails | undefined {
  useFavoriteCount(); // runs the one-time legacy migration
  const { pending } = useFirstSync();
  const result = useLiveQuery(async (db) => {
    const favorites = await listFavorites(db);
    const routes = await db.routes.bulkGet(favorites.map((f) => f.id));
    return {
      total: favorites.length,
      trails: existingFavoriteTrails(
        favorites.map((f) => f.id),
        routes,
      ),
    };
  }, []);
  if (!result) return undefined;
  if (pending && result.total > 0 && result.trails.length < result.total) return undefined;
  return result;
}
