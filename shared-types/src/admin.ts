import { z } from 'zod';
import { EVENT_DIFFICULTIES, RACE_TYPES } from './constants.js';
import { PROVINCES } from './provinces.js';
import { OptionalHttpUrl } from './common.js';
import { TrailInput, type Facilities } from './trail.js';

type UpdateShape<S extends z.ZodRawShape> = {
  [K in keyof S]: z.ZodOptional<S[K] extends z.ZodDefault<infer Inner> ? Inner : S[K]>;
};

/**
 * The PUT variant of a create schema: every field optional and without its default, so a field
 * the client leaves out keeps its stored value instead of being reset (zod 4 would otherwise
 * apply defaults even to optional fields).
 */
export function updateSchema<S extends z.ZodRawShape>(schema: z.ZodObject<S>) {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : (field as z.ZodType)).optional(),
    ]),
  );
  // Object.fromEntries loses the per-key types that UpdateShape restores.
  return z.object(shape as unknown as UpdateShape<S>);
}

export const PASSWORD_MIN_LENGTH = 6;

export const LoginInput = z.object({
  username: z.string().trim().min(1, 'Please enter both username and password').max(100),
  password: z.string().min(1, 'Please enter both username and password').max(1024),
});
export type LoginInput = z.infer<typeof LoginInput>;

export const AdminProfile = z.object({ id: z.number().int(), username: z.string(), email: z.string() });
export type AdminProfile = z.infer<typeof AdminProfile>;

/** POST /api/admin/login. The same token is also set as an HttpOnly cookie. */
export const LoginResponse = z.object({ token: z.string(), admin: AdminProfile });
export type LoginResponse = z.infer<typeof LoginResponse>;

export const MessageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponse>;

/** The password rules and their messages (values trimmed). The confirmation check stays in the form. */
export const ChangePasswordInput = z
  .object({
    currentPassword: z.string().trim().min(1, { message: 'Current password is required', abort: true }).max(1024),
    newPassword: z
      .string()
      .trim()
      .min(1, { message: 'New password is required', abort: true })
      .min(PASSWORD_MIN_LENGTH, `New password must be at least ${PASSWORD_MIN_LENGTH} characters long`)
      .max(1024),
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'New password must be different from current password',
  });
export type ChangePasswordInput = z.infer<typeof ChangePasswordInput>;

/** Other sessions are revoked; this fresh token (also set as the cookie) keeps the caller signed in. */
export const ChangePasswordResponse = z.object({ message: z.string(), token: z.string() });
export type ChangePasswordResponse = z.infer<typeof ChangePasswordResponse>;

/** GET /api/admin/stats: totalDistance is text such as '1867km'. */
export const AdminStats = z.object({
  totalRoutes: z.number().int(),
  totalDistance: z.string(),
  averageRating: z.number(),
  totalVideos: z.number().int(),
});
export type AdminStats = z.infer<typeof AdminStats>;

/** Facilities a new trail gets unless the form says otherwise. */
export const DEFAULT_TRAIL_FACILITIES: Facilities = {
  coffeeShop: false,
  restaurant: false,
  toilets: true,
  parking: true,
  bikeRepairShop: false,
  mechanicalStation: false,
  washBay: false,
  bikeShop: false,
  showers: false,
};

const requireLatLng = (v: { coordinatesLat?: number; coordinatesLng?: number }, ctx: z.RefinementCtx) => {
  if (v.coordinatesLat === undefined && v.coordinatesLng !== undefined)
    ctx.addIssue({ code: 'custom', path: ['coordinatesLat'], message: 'Latitude is required' });
  if (v.coordinatesLng === undefined && v.coordinatesLat !== undefined)
    ctx.addIssue({ code: 'custom', path: ['coordinatesLng'], message: 'Longitude is required' });
};

/** POST /api/admin/routes: coordinates are required, as the form's lat/lng pair or `coordinates` text. */
export const TrailCreateInput = TrailInput.superRefine((v, ctx) => {
  if (v.coordinates === undefined && v.coordinatesLat === undefined && v.coordinatesLng === undefined) {
    ctx.addIssue({ code: 'custom', path: ['coordinatesLat'], message: 'Latitude is required' });
    ctx.addIssue({ code: 'custom', path: ['coordinatesLng'], message: 'Longitude is required' });
  }
  requireLatLng(v, ctx);
});
export type TrailCreateInput = z.input<typeof TrailCreateInput>;

/** PUT /api/admin/routes/:id: fields present replace the stored ones; absent fields are kept. */
export const TrailUpdateInput = updateSchema(TrailInput).superRefine(requireLatLng);
export type TrailUpdateInput = z.input<typeof TrailUpdateInput>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** ISO 8601 date or date-time with a real calendar day (Date.parse alone accepts 2026-02-31). */
function isIsoDate(v: string): boolean {
  if (!ISO_DATE.test(v) || Number.isNaN(Date.parse(v))) return false;
  const day = v.slice(0, 10);
  return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

/** Admin create/update body of an event (the public Event shape without id and timestamps). */
export const EventInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(255),
  description: z.string().trim().max(10_000).default(''),
  eventDate: z.string().trim().refine(isIsoDate, {
    message: 'Event date must be an ISO date (YYYY-MM-DD or YYYY-MM-DDTHH:mm:ssZ)',
  }),
  location: z.string().trim().min(1, 'Location is required').max(255),
  province: z.enum(PROVINCES, { error: 'Province must be one of the nine provinces' }),
  eventType: z.string().trim().min(1, 'Event type is required').max(100),
  raceType: z.enum(RACE_TYPES).default('mountain-bike'),
  difficulty: z.enum(EVENT_DIFFICULTIES, { error: `Difficulty must be one of ${EVENT_DIFFICULTIES.join(', ')}` }),
  distance: optionalText(100),
  registrationUrl: OptionalHttpUrl,
  imageUrl: OptionalHttpUrl,
  contactEmail: z.union([z.email('Invalid email address'), z.literal(''), z.null()]).optional(),
  contactPhone: optionalText(50),
  entryFee: optionalText(100),
  maxParticipants: z.number().int().min(1, 'Max participants must be at least 1').max(1_000_000).nullable().optional(),
  isActive: z.boolean().default(true),
});
export type EventInput = z.input<typeof EventInput>;
export const EventUpdateInput = updateSchema(EventInput);
export type EventUpdateInput = z.input<typeof EventUpdateInput>;

/** GET /api/admin/reviews: the latest reviews with the trail's name, for moderation. */
export const AdminReview = z.object({
  id: z.number().int(),
  routeId: z.number().int(),
  routeName: z.string().nullable(),
  rating: z.number().int(),
  comment: z.string(),
  recommendations: z.string().nullable(),
  reviewerName: z.string(),
  createdAt: z.string(),
});
export type AdminReview = z.infer<typeof AdminReview>;
export const AdminReviewList = z.array(AdminReview);
