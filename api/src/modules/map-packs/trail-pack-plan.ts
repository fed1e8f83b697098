import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { trailheadOf } from '@trailfinder/shared-types';
import { NotFoundError } from '../../plugins/app/errors.js';
import { TrackSchema } from '../tracks/index.js';
import type { OpenedArchive } from '../map-tiles/index.js';
import { packBBox, packZooms, type BBox } from './pack-area.js';
import type { PackPlan } from './pack-store.js';

/**
 * What a trail's pack covers: its tracks' boxes (its own and its variants'), or its trailhead;
 * 404 for an unknown trail. The trail key changes when the trailhead moves or a track is
 * imported again or removed, so the pack and its etag change with them.
 */
export async function trailPackPlan(app: FastifyInstance, routeId: number, archive: OpenedArchive): Promise<PackPlan> {
  const trail = await app.trails.getById(routeId);
  const trailhead = trailheadOf(trail.coordinates);
  const tracks = await app
    .em()
    .fork()
    .find(TrackSchema, { trailId: routeId, deletedAt: null }, { orderBy: { id: 'asc' } });
  const bbox = packBBox(
    tracks.map((t) => t.display.bbox as BBox),
    trailhead,
  );
  if (!bbox) throw new NotFoundError('This trail has no trailhead or track to make a map of.');
  const trailKey = createHash('sha256')
    .update(JSON.stringify([trailhead, tracks.map((t) => [t.id, t.variant, t.updatedAt.getTime()])]))
    .digest('base64url');
  return { routeId, bbox, trailKey, ...packZooms(archive.header) };
}
