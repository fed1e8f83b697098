/// <reference lib="webworker" />
/**
 * The service worker (vite-plugin-pwa, injectManifest strategy). It precaches the app shell so
 * the app opens with no signal, answers every page navigation with that shell, and keeps the map
 * tiles a rider has looked at. Trail data is not cached here: it lives in IndexedDB (Dexie).
 *
 * Updates are offered, never forced (prompt mode): a new worker waits until the page asks it to
 * take over (the rider pressed Reload), so an open page keeps the files it was built with.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  ILLUSTRATION_CACHE,
  ILLUSTRATION_CACHE_MAX_ENTRIES,
  SAVED_TILE_CACHE,
  TILE_CACHE,
  TILE_CACHE_MAX_AGE_SECONDS,
  TILE_CACHE_MAX_ENTRIES,
} from './config/pwa';
import { isTileRequest } from './lib/tile-request';
import { MAP_PACK_CACHE } from './lib/map-packs/pack-cache';
import { packsChanged, tileFromPacks } from './lib/map-packs/pack-tiles';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
// The first install takes the open page at once, so tiles viewed on the first visit are kept.
clientsClaim();

// Every page (/, /routes/12, /favorites...) is the single-page app; the server still answers
// /api, the sitemap and robots.txt itself.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api\//, /^\/sitemap\.xml$/, /^\/robots\.txt$/],
  }),
);

// Map tiles from the configured TILE_URL, kept as they are viewed (OpenStreetMap's policy allows
// this and asks for at least 7 days). Tiles stored for a saved trail (only for providers that
// permit offline download) are looked up first.
const viewedTiles = new CacheFirst({
  cacheName: TILE_CACHE,
  plugins: [
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({
      maxEntries: TILE_CACHE_MAX_ENTRIES,
      maxAgeSeconds: TILE_CACHE_MAX_AGE_SECONDS,
      purgeOnQuotaError: true,
    }),
  ],
});

registerRoute(
  ({ request, url }) => isTileRequest(request.destination, url),
  async (options) => {
    // This server's own tiles (MAP_PMTILES): a stored offline map pack answers with no request.
    if (options.url.origin === self.location.origin) {
      const fromPack = await tileFromPacks(options.url.pathname).catch(() => undefined);
      if (fromPack) return fromPack;
    }
    const saved = await caches
      .open(SAVED_TILE_CACHE)
      .then((cache) => cache.match(options.request))
      .catch(() => undefined);
    return saved ?? viewedTiles.handle(options);
  },
);

// The trails' illustrations, kept as they are seen: each address (`?v=`) always holds the same
// picture. Offline, a picture never seen is drawn by the page itself (components/trail-picture.tsx).
registerRoute(
  ({ url }) => url.origin === self.location.origin && /^\/api\/routes\/\d+\/illustration\.svg$/.test(url.pathname),
  new CacheFirst({
    cacheName: ILLUSTRATION_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: ILLUSTRATION_CACHE_MAX_ENTRIES, purgeOnQuotaError: true }),
    ],
  }),
);

// A page stored or deleted a map pack: open the packs again for the next tile.
new BroadcastChannel(MAP_PACK_CACHE).addEventListener('message', packsChanged);
