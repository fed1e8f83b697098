import { z } from 'zod';
import { DISTANCE_OPTIONS, DIFFICULTY_OPTIONS } from './constants.js';
import { QueryFlag } from './common.js';
import { DEFAULT_FILTERS, FLAG_FILTERS, type FlagFilter, type RouteFilters } from './route-filters.js';

/** GET /api/routes query: the spec's params plus every client-side filter, same names as the URL mirror. */
export const RouteQuery = z.object({
  difficulty: z.enum(DIFFICULTY_OPTIONS).optional(),
  distance: z.enum(DISTANCE_OPTIONS).optional(),
  province: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  search: z.string().max(200).optional(),
  ...(Object.fromEntries(FLAG_FILTERS.map((f) => [f, QueryFlag])) as Record<FlagFilter, typeof QueryFlag>),
});
export type RouteQuery = z.output<typeof RouteQuery>;

export function filtersFromQuery(q: RouteQuery): RouteFilters {
  const out: RouteFilters = { ...DEFAULT_FILTERS };
  if (q.difficulty) out.difficulty = q.difficulty;
  if (q.distance) out.distance = q.distance;
  if (q.province) out.province = q.province;
  if (q.location) out.location = q.location;
  if (q.search) out.search = q.search;
  for (const f of FLAG_FILTERS) out[f] = q[f] === true;
  return out;
}
