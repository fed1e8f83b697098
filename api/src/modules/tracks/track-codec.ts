import { z } from 'zod';
import type { Track } from './track-model.js';

/**
 * How a full-resolution track can be stored (a JSON column): per segment, one
 * `[lat, lng, ele, time]` array per point, null where unknown. About 45 bytes a point instead of
 * about 70 for objects with named fields, which matters at 100,000 points.
 */
export const StoredTrack = z.object({
  v: z.literal(1),
  segments: z.array(
    z.array(z.tuple([z.number(), z.number(), z.number().nullable(), z.number().int().nullable()])).min(2),
  ),
});
export type StoredTrack = z.infer<typeof StoredTrack>;

export function encodeTrack(track: Track): StoredTrack {
  return { v: 1, segments: track.segments.map((s) => s.map((p) => [p.lat, p.lng, p.ele, p.time])) };
}

/** Reads a stored track back; throws a ZodError when the value is not one (a bug, not user input). */
export function decodeTrack(value: unknown): Track {
  const stored = StoredTrack.parse(value);
  return { segments: stored.segments.map((s) => s.map(([lat, lng, ele, time]) => ({ lat, lng, ele, time }))) };
}
