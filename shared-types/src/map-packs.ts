import { z } from 'zod';
import { PG_INT_MAX } from './safe-input.js';

/** The zooms a trail's offline map pack holds (issue 32); 17 too where the archive has it. */
export const MAP_PACK_MIN_ZOOM = 10;
export const MAP_PACK_MAX_ZOOM = 16;
export const MAP_PACK_EXTRA_ZOOM = 17;
/** The deepest zoom a tile address may ask for; deeper is refused (400), not looked up. */
export const TILE_MAX_ZOOM = 24;

/** GET /tiles/{z}/{x}/{y}.{ext}: numbers only, so no path trick reaches the file system. */
const digits = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d{1,8}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(z.number().max(max, `${name} is at most ${max}`));
export const TileParams = z.object({
  z: digits('zoom', TILE_MAX_ZOOM),
  x: digits('x', 2 ** TILE_MAX_ZOOM - 1),
  file: z.string().regex(/^\d{1,8}\.(png|jpg|jpeg|webp|avif|mvt|pbf)$/, 'must be {y}.{png|jpg|webp|avif|mvt|pbf}'),
});
export type TileParams = z.infer<typeof TileParams>;

export const TileQuery = z.object({ v: z.string().max(64).optional() });

export const MapPackParams = z.object({
  routeId: z.coerce.number().int().positive().max(PG_INT_MAX, 'routeId is out of range'),
});
export type MapPackParams = z.infer<typeof MapPackParams>;

/** GET /api/map-packs/:routeId: what the trail's offline map pack holds and weighs. */
export const MapPack = z.object({
  routeId: z.number().int(),
  /** [west, south, east, north] */
  bbox: z.tuple([z.number(), z.number(), z.number(), z.number()]),
  minZoom: z.number().int(),
  maxZoom: z.number().int(),
  tiles: z.number().int().nonnegative(),
  /** The size of the pack's PMTiles file: what a download costs. */
  bytes: z.number().int().nonnegative(),
  format: z.string(),
  /** Changes when the archive or the trail's trailhead or track does: a device compares it. */
  etag: z.string(),
});
export type MapPack = z.infer<typeof MapPack>;
