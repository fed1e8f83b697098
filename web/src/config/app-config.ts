/** The brand name and tagline the shell shows. */
export const BRAND = {
  name: 'TrailFinder SA',
  tagline: 'Mountain bike trails across South Africa',
} as const;

/** Used when GET /api/config cannot be reached (first visit offline, server down). */
export const DEFAULT_SERVER_CONFIG = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  contactEmail: '',
  /** Never pre-download tiles unless the server says the provider allows it. */
  tileDownloadAllowed: false,
  /** Offline map packs only when the server says it has a tile archive (issue 32). */
  mapPacks: false,
} as const;

/** Background sync interval (the engine also syncs at start and on the `online` event). */
export const SYNC_INTERVAL_MS = 5 * 60 * 1000;
