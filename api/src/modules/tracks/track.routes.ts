import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, IdParams, TrackFeature, TrackVariantQuery } from '@trailfinder/shared-types';
import { gpxContentDisposition } from './gpx-download-name.js';
import { writeGpx } from './gpx-write.js';
import { notModified, sendGpxFile, sendNotModified } from './track-etag.js';
import { TrackRepository, trackVersion } from './track.repository.js';
import { trackTitle, trailTrackKey } from './trail-track-key.js';

/** GET /api/routes/:id/track and /track.gpx: a trail's line for the map, and its GPX download. */
const trackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracks = new TrackRepository(app.em);

  app.get(
    '/api/routes/:id/track',
    {
      schema: {
        tags: ['tracks'],
        summary: "A trail's recorded line (simplified for the map) with its distance and climbing",
        description: '404 when the trail has no recorded track. `?variant=` for a variant of the trail.',
        params: IdParams,
        querystring: TrackVariantQuery,
        response: { 200: TrackFeature, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const { key } = await trailTrackKey(app, req.params.id, req.query.variant);
      const row = await tracks.get(key);
      if (notModified(req, reply, `W/"track-${trackVersion(row)}"`)) return sendNotModified(reply);
      return row.display;
    },
  );

  app.get(
    '/api/routes/:id/track.gpx',
    {
      schema: {
        tags: ['tracks'],
        summary: "A trail's recorded track as a GPX 1.1 file, at full resolution",
        params: IdParams,
        querystring: TrackVariantQuery,
        response: { 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const { trail, key } = await trailTrackKey(app, req.params.id, req.query.variant);
      const title = trackTitle(trail.name, key.variant);
      const row = await tracks.get(key);
      // The file carries the trail's name, so a renamed trail is a new file too.
      const nameTag = createHash('sha1').update(title).digest('base64url').slice(0, 10);
      const etag = `W/"gpx-${trackVersion(row)}-${nameTag}"`;
      if (notModified(req, reply, etag)) return sendNotModified(reply);
      const { track } = await tracks.getWithPoints(key);
      return sendGpxFile(reply, writeGpx(track, title), gpxContentDisposition(title));
    },
  );
};

export default trackRoutes;
