import type { FastifyInstance } from 'fastify';
import type { Trail } from '@trailfinder/shared-types';
import { NotFoundError } from '../../plugins/app/errors.js';
import type { TrackKey } from './track.repository.js';

/**
 * The trail (404 when unknown) and which of its tracks a request means: its own, or the named
 * variant's (404 when the trail has no variant of that name).
 */
export async function trailTrackKey(
  app: FastifyInstance,
  trailId: number,
  variant: string | undefined,
): Promise<{ trail: Trail; key: TrackKey }> {
  const trail = await app.trails.getById(trailId);
  if (variant !== undefined && !trail.routeVariants.some((v) => v.name === variant)) {
    throw new NotFoundError(`This trail has no variant named "${variant}".`);
  }
  return { trail, key: { trailId, variant: variant ?? '' } };
}

/** The name a track goes by in its GPX file: the trail's, with the variant's after a colon. */
export const trackTitle = (trailName: string, variant: string) => (variant ? `${trailName}: ${variant}` : trailName);
