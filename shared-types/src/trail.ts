import { z } from 'zod';
import { FACILITY_KEYS } from './constants.js';
import { PROVINCES } from './provinces.js';
import { OptionalHttpUrl } from './common.js';
import { TrailSurfaceEnum } from './conditions.js';
import { TrailImageUrlInput } from './trail-image-schema.js';

export const Facilities = z.object(
  Object.fromEntries(FACILITY_KEYS.map((k) => [k, z.boolean()])) as Record<
    (typeof FACILITY_KEYS)[number],
    z.ZodBoolean
  >,
);
export type Facilities = z.infer<typeof Facilities>;

export const RouteVariant = z.object({
  name: z.string().min(1).max(255),
  category: z.enum(['green', 'blue', 'red', 'black', 'double-black']),
  distance: z.number().nonnegative(),
  difficulty: z.string(),
  description: z.string(),
});
export type RouteVariant = z.infer<typeof RouteVariant>;

export const AccommodationInfo = z.object({
  available: z.boolean(),
  onSite: z.boolean(),
  description: z.string(),
  types: z.array(z.string()),
  capacity: z.string().optional(),
  priceRange: z.string().optional(),
  amenities: z.array(z.string()),
  bookingInfo: z.string().optional(),
});
export type AccommodationInfo = z.infer<typeof AccommodationInfo>;

/** A trail as the API serves it. `coordinates` is JSON text of [lat, lng] pairs. */
export const Trail = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  location: z.string(),
  province: z.string(),
  difficulty: z.string(),
  distance: z.number(),
  elevation: z.number().int(),
  duration: z.string(),
  rating: z.number(),
  imageUrl: z.string().nullable(),
  coordinates: z.string(),
  features: z.array(z.string()),
  facilities: Facilities,
  routeVariants: z.array(RouteVariant),
  accommodationInfo: AccommodationInfo.nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  website: z.string().nullable(),
  /** What the trail is mostly ridden on; sets how fast it dries (decision 020). */
  surface: TrailSurfaceEnum,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Trail = z.infer<typeof Trail>;
export const TrailList = z.array(Trail);
/** A trail in a near-me answer: its trailhead's straight-line distance from the rider. */
export const TrailWithDistance = Trail.extend({ distanceKm: z.number().nonnegative() });
export type TrailWithDistance = z.infer<typeof TrailWithDistance>;

const DECIMAL = /^[+-]?(\d+\.?\d*|\.\d+)$/;

/**
 * The admin form's latitude or longitude (text or number): a real number within +-limit.
 * Absent or null means "not given"; the create schema (admin.ts) requires the pair.
 */
function coordinateInput(label: 'Latitude' | 'Longitude', limit: number) {
  return z
    .union([z.string(), z.number(), z.null()], { error: `${label} must be a number` })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null) return undefined;
      const text = String(v).trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `${label} is required` });
        return z.NEVER;
      }
      const n = DECIMAL.test(text) ? Number(text) : NaN;
      if (!Number.isFinite(n) || Math.abs(n) > limit) {
        ctx.addIssue({ code: 'custom', message: `${label} must be a number between -${limit} and ${limit}` });
        return z.NEVER;
      }
      return n;
    });
}

const isPair = (p: unknown): p is [number, number] =>
  Array.isArray(p) &&
  p.length === 2 &&
  p.every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  Math.abs(p[0]) <= 90 &&
  Math.abs(p[1]) <= 180;

/** `coordinates` as stored: JSON text of [latitude, longitude] pairs, parsed and checked. */
const CoordinatePairsText = z
  .string()
  .max(200_000)
  .transform((text, ctx) => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = undefined;
    }
    if (!Array.isArray(value) || value.length === 0 || value.length > 10_000 || !value.every(isPair)) {
      ctx.addIssue({ code: 'custom', message: 'Coordinates must be a JSON list of [latitude, longitude] pairs' });
      return z.NEVER;
    }
    return value as [number, number][];
  });

/**
 * Body of admin create/update (issue 5). coordinatesLat/Lng (the form's fields) win over
 * `coordinates`; `TrailCreateInput` / `TrailUpdateInput` in admin.ts add the pairing rules.
 */
export const TrailInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255),
  description: z.string().trim().min(1, 'Description is required').max(5000),
  location: z.string().trim().min(1, 'Location is required').max(255),
  province: z.enum(PROVINCES, { error: 'Province must be one of the nine provinces' }),
  difficulty: z.enum(['easy', 'moderate', 'hard']).default('moderate'),
  distance: z.coerce.number().min(0).max(1000).default(0),
  elevation: z.coerce.number().int().min(0).max(10000).default(0),
  duration: z.string().trim().max(100).default(''),
  rating: z.coerce.number().min(1).max(5).default(4),
  imageUrl: TrailImageUrlInput,
  coordinates: CoordinatePairsText.optional(),
  coordinatesLat: coordinateInput('Latitude', 90),
  coordinatesLng: coordinateInput('Longitude', 180),
  features: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  facilities: Facilities.partial().optional(),
  routeVariants: z.array(RouteVariant).max(20).default([]),
  accommodationInfo: AccommodationInfo.nullable().optional(),
  contactEmail: z.union([z.email('Invalid email address'), z.literal(''), z.null()]).optional(),
  contactPhone: z.string().trim().max(50).nullable().optional(),
  website: OptionalHttpUrl,
  surface: TrailSurfaceEnum.default('unknown'),
});
export type TrailInput = z.input<typeof TrailInput>;
