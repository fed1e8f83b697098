/**
 * Names shared by the page and the service worker (src/sw.ts). Changing a cache name orphans
 * the tiles riders already have, so bump them only on purpose.
 */
/** Tiles cached as the rider views them (Workbox runtime caching: expiry, max entries, quota purge). */
export const TILE_CACHE = 'map-tiles';
/** Tiles stored around saved trails, when the tile provider permits offline download. */
export const SAVED_TILE_CACHE = 'map-tiles-saved';
/** Runtime tile cache limits (OpenStreetMap policy: keep viewed tiles at least 7 days). */
export const TILE_CACHE_MAX_ENTRIES = 1500;
export const TILE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The trails' illustrations the server draws (GET /api/routes/:id/illustration.svg), kept as the
 * rider sees them: about 3 kB each, one per trail at each version of its facts.
 */
export const ILLUSTRATION_CACHE = 'trail-illustrations';
export const ILLUSTRATION_CACHE_MAX_ENTRIES = 400;
/** How often an open page asks the server whether a new version was deployed. */
export const SW_UPDATE_CHECK_MS = 60 * 60 * 1000;
