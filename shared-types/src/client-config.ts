import { z } from 'zod';

/** GET /api/config: the settings the web app needs from the server. */
export const ClientConfig = z.object({
  tileUrl: z.string(),
  tileAttribution: z.string(),
  /** The web app may store the tiles around a saved trail for offline use (never with OpenStreetMap's tiles). */
  tileDownloadAllowed: z.boolean(),
  /** The server has a tile archive (MAP_PMTILES): its tiles at tileUrl, offline map packs per trail (issue 32). */
  mapPacks: z.boolean().optional(),
  /**
   * What tileUrl serves: raster images (drawn as Leaflet tile layers; the default) or vector tiles
   * (MVT, drawn on the phone by protomaps-leaflet, decision 086).
   */
  tileKind: z.enum(['raster', 'vector']).optional(),
  /** The archive's highest zoom: past it a vector map draws that zoom's tiles larger. */
  tileMaxZoom: z.number().int().min(0).max(22).optional(),
  contactEmail: z.string(),
  /** Set only when configured: the web app loads third-party scripts only for these, after consent. */
  adClientId: z.string().optional(),
  adSlotId: z.string().optional(),
  analyticsId: z.string().optional(),
});
export type ClientConfig = z.infer<typeof ClientConfig>;
