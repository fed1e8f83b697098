import { z } from 'zod';
import { FACILITY_KEYS } from './constants.js';
import { PROVINCES } from './provinces.js';
import { optionalHttpUrl } from './common.js';
import { TrailDrainageEnum, TrailSurfaceEnum } from './conditions.js';
import { TrailAccess, TrailAccessRecord } from './trail-access.js';
import { TrailImageUrlInput } from './trail-image-schema.js';

export const Facilities = z.object(
  Object.fromEntries(FACILITY_KEYS.map((k) => [k, z.boolean()])) as Record<
    (typeof FACILITY_KEYS)[number],
    z.ZodBoolean
  >,
);
export type Facilities = z.infer<typeof Facilities>;

export const RouteVariant = z.object({
  name: z
    .string({ error: 'Variant name must be text' })
    .min(1, 'Variant name is required')
    .max(255, 'Variant name must be at most 255 characters'),
  category: z.enum(['green', 'blue', 'red', 'black', 'double-black'], {
    error: 'Variant category must be one of green, blue, red, black, double-black',
  }),
  distance: z
    .number({ error: 'Variant distance must be a number' })
    .nonnegative('Variant distance must be 0 or more')
    .max(1000, 'Variant distance must be at most 1000 km'),
  difficulty: z.string({ error: 'Variant difficulty must be text' }),
  description: z.string({ error: 'Variant description must be text' }),
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
  /** The admin's word on how it drains for its surface; scales the drying outlook (decision 075). */
  drainage: TrailDrainageEnum,
  /** The access card (decision 077); null fields are not known yet. */
  access: TrailAccessRecord,
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

/** Text of at most `max` characters, with the field named in every message. */
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** Required text: blank is refused with '{label} is required'. */
const requiredText = (label: string, max: number) => text(label, max).min(1, `${label} is required`);

/**
 * A number typed into the form (text or number): refused, never clamped, when out of range, and
 * every message names the field ("Rating must be between 1 and 5"), for the form and the API alike.
 */
function numberInput(label: string, min: number, max: number, unit = '', whole = false) {
  const range = `${label} must be between ${min} and ${max}${unit}`;
  const n = z.coerce
    .number({ error: `${label} must be a number` })
    .min(min, range)
    .max(max, range);
  return whole ? n.int(`${label} must be a whole number`) : n;
}

/**
 * Body of admin create/update (issue 5). coordinatesLat/Lng (the form's fields) win over
 * `coordinates`; `TrailCreateInput` / `TrailUpdateInput` in admin.ts add the pairing rules.
 */
export const TrailInput = z.object({
  name: requiredText('Name', 255),
  description: requiredText('Description', 5000),
  location: requiredText('Location', 255),
  province: z.enum(PROVINCES, { error: 'Province must be one of the nine provinces' }),
  difficulty: z
    .enum(['easy', 'moderate', 'hard'], { error: 'Difficulty must be easy, moderate or hard' })
    .default('moderate'),
  distance: numberInput('Distance', 0, 1000, ' km').default(0),
  elevation: numberInput('Elevation', 0, 10000, ' m', true).default(0),
  duration: text('Duration', 100).default(''),
  rating: numberInput('Rating', 1, 5).default(4),
  // An http(s) link, or the address of the trail's uploaded picture.
  imageUrl: TrailImageUrlInput,
  coordinates: CoordinatePairsText.optional(),
  coordinatesLat: coordinateInput('Latitude', 90),
  coordinatesLng: coordinateInput('Longitude', 180),
  features: z
    .array(text('A feature', 60).min(1, 'A feature must not be blank'), { error: 'Features must be a list of text' })
    .max(30, 'At most 30 features')
    .default([]),
  facilities: Facilities.partial().optional(),
  routeVariants: z
    .array(RouteVariant, { error: 'Route variants must be a list' })
    .max(20, 'At most 20 route variants')
    .default([]),
  accommodationInfo: AccommodationInfo.nullable().optional(),
  contactEmail: z.union([z.email('Contact email must be an e-mail address'), z.literal(''), z.null()]).optional(),
  contactPhone: text('Contact phone', 50).nullable().optional(),
  website: optionalHttpUrl('Website'),
  surface: TrailSurfaceEnum.default('unknown'),
  drainage: TrailDrainageEnum.default('normal'),
  access: TrailAccess.optional(),
});
export type TrailInput = z.input<typeof TrailInput>;
