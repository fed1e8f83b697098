import { z } from 'zod';
import { DISTANCE_OPTIONS, DIFFICULTY_OPTIONS } from './constants.js';
import { QueryFlag } from './common.js';
import { NEAR_MAX_RADIUS_KM } from './near-me.js';
import { DEFAULT_FILTERS, FLAG_FILTERS, type FlagFilter, type TrailFilters } from './trail-filters.js';

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/** GET /api/routes query: difficulty, location, province and search, plus every client-side filter, same names as the URL mirror. */
export const TrailQuery = z
  .object({
    difficulty: z.enum(DIFFICULTY_OPTIONS).optional(),
    distance: z.enum(DISTANCE_OPTIONS).optional(),
    province: z.string().trim().max(100).optional(),
    location: z.string().trim().max(100).optional(),
    search: z.string().max(200).optional(),
    ...(Object.fromEntries(FLAG_FILTERS.map((f) => [f, QueryFlag])) as Record<FlagFilter, typeof QueryFlag>),
    /** `<lat>,<lng>` in decimal degrees: each trail gains `distanceKm` and the list comes nearest first. */
    near: z
      .string()
      .max(64)
      .transform((text, ctx) => {
        const parts = text.split(',').map((p) => p.trim());
        const [lat, lng] = parts.map((p) => (DECIMAL.test(p) ? Number(p) : NaN));
        if (parts.length !== 2 || !(Math.abs(lat) <= 90) || !(Math.abs(lng) <= 180)) {
          ctx.addIssue({
            code: 'custom',
            message:
              'near must be <latitude>,<longitude> in decimal degrees (latitude -90 to 90, longitude -180 to 180)',
          });
          return z.NEVER;
        }
        return { lat, lng };
      })
      .optional(),
    radiusKm: z
      .string()
      .regex(DECIMAL, 'radiusKm must be a number of kilometres')
      .transform(Number)
      .pipe(
        z
          .number()
          .positive('radiusKm must be more than 0')
          .max(NEAR_MAX_RADIUS_KM, `radiusKm must be at most ${NEAR_MAX_RADIUS_KM}`),
      )
      .optional(),
  })
  .refine((q) => q.radiusKm === undefined || q.near !== undefined, {
    message: 'radiusKm needs near=<latitude>,<longitude>',
    path: ['radiusKm'],
  });
export type TrailQuery = z.output<typeof TrailQuery>;

export function filtersFromQuery(q: TrailQuery): TrailFilters {
  const out: TrailFilters = { ...DEFAULT_FILTERS };
  if (q.difficulty) out.difficulty = q.difficulty;
  if (q.distance) out.distance = q.distance;
  if (q.province) out.province = q.province;
  if (q.location) out.location = q.location;
  if (q.search) out.search = q.search;
  for (const f of FLAG_FILTERS) out[f] = q[f] === true;
  return out;
}
