import { z } from 'zod';
import { SESSION_ID_PATTERN } from './ids.js';
import { ClientId } from './client-id.js';

/** The interaction types POST /api/track accepts (trail views, article clicks, searches, filters, page views, ad clicks and video views). */
export const INTERACTION_TYPES = [
  'trail_view',
  'article_click',
  'search',
  'province_filter',
  'difficulty_filter',
  'page_view',
  'ad_click',
  'video_view',
] as const;
export type InteractionType = (typeof INTERACTION_TYPES)[number];

/** The session id the browser generates once and keeps. */
const SESSION_ID_RULE = 'X-Session-Id must be 8-64 characters: letters, digits, - or _';

export const SessionId = z
  .string({ error: (iss) => (iss.input === undefined ? 'X-Session-Id header is required' : SESSION_ID_RULE) })
  .regex(SESSION_ID_PATTERN, SESSION_ID_RULE);

/** Headers of tracked and personalised calls. Loose: other headers pass through untouched. */
export const SessionHeaders = z.looseObject({ 'x-session-id': SessionId });
export const OptionalSessionHeaders = z.looseObject({ 'x-session-id': SessionId.optional() });

export const TRACK_METADATA_MAX_CHARS = 2048;
export const TRACK_METADATA_MAX_KEYS = 20;

/** A count, an id or a distance: past 2^53 a number is no longer exact, and none of these gets there. */
const MetadataNumber = z
  .number()
  .min(-Number.MAX_SAFE_INTEGER, 'is out of range')
  .max(Number.MAX_SAFE_INTEGER, 'is out of range');

/** Flat metadata only: short strings, finite numbers, booleans or null, at most 2048 characters as JSON. */
export const TrackMetadata = z
  .record(z.string().min(1).max(50), z.union([z.string().max(500), MetadataNumber, z.boolean(), z.null()]))
  .refine((m) => Object.keys(m).length <= TRACK_METADATA_MAX_KEYS, `at most ${TRACK_METADATA_MAX_KEYS} keys`)
  .refine(
    (m) => JSON.stringify(m).length <= TRACK_METADATA_MAX_CHARS,
    `must be at most ${TRACK_METADATA_MAX_CHARS} characters as JSON`,
  );

export const TrackBody = z.object({
  interactionType: z.enum(INTERACTION_TYPES),
  /** A trail id, article id, ... Numbers are accepted and stored as text. */
  entityId: z
    .union([z.string().trim().min(1).max(100), z.number().int()])
    .transform((v) => String(v))
    .nullish(),
  entityType: z.string().trim().min(1).max(50).nullish(),
  metadata: TrackMetadata.optional(),
  /** Idempotency key from the offline outbox: the same key is counted once. */
  clientId: ClientId.optional(),
});
/** What a client sends. */
export type TrackBody = z.input<typeof TrackBody>;
/** The same, validated (entityId as text). */
export type TrackInput = z.output<typeof TrackBody>;

export const TrackResponse = z.object({ ok: z.literal(true) });
export type TrackResponse = z.infer<typeof TrackResponse>;
