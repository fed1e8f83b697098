import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import {
  ErrorResponse,
  GPX_MAX_BYTES,
  GpxRefusalResponse,
  IdParams,
  TrackDeletedResponse,
  TrackImportResponse,
  TrackVariantQuery,
} from '@trailfinder/shared-types';
import { HttpError } from '../../plugins/app/errors.js';
import { GpxRefusal } from './gpx-refusal.js';
import { importGpxInWorker } from './import-in-worker.js';
import type { ImportedTrack } from './track-import.js';
import { TrackRepository } from './track.repository.js';
import { trailTrackKey } from './trail-track-key.js';

/** Body types a GPX upload may arrive as: its own type, and what browsers and tools send for unknown files. */
export const GPX_CONTENT_TYPES = ['application/gpx+xml', 'application/xml', 'text/xml', 'application/octet-stream'];

const TOO_LARGE = `The file is larger than ${GPX_MAX_BYTES / 1024 / 1024} MB. Export the track without extra data (heart rate, power) or split the ride.`;

const toResponse = (imported: ImportedTrack): TrackImportResponse => ({
  summary: imported.summary,
  track: imported.feature,
  cleaning: imported.cleaning,
  elevationPending: imported.elevationPending,
  notes: imported.notes,
});

/**
 * The admin's track endpoints under /api/admin (the admin guard covers them): upload a GPX for a
 * trail or a variant, preview it without saving, delete it. The upload is the file itself as the
 * body; parsing runs in a worker thread so a 10 MB file does not stall every other request.
 */
const adminTrackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracks = new TrackRepository(app.em);

  // Only in this plugin's scope: everywhere else keeps the small JSON body limit.
  app.addContentTypeParser(GPX_CONTENT_TYPES, { parseAs: 'buffer', bodyLimit: GPX_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (err instanceof GpxRefusal) {
      return reply.code(err.code === 'too_large' ? 413 : 400).send({ message: err.message, code: err.code });
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: TOO_LARGE, code: 'too_large' });
    throw err; // the app's error handler answers everything else
  });

  const importBody = async (body: unknown): Promise<ImportedTrack> => {
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new HttpError(415, 'Send the GPX file itself as the request body, with Content-Type application/gpx+xml.');
    }
    const elevation = { baseUrl: app.config.OPEN_METEO_BASE_URL, timeoutMs: app.config.WEATHER_TIMEOUT_MS };
    return importGpxInWorker({ bytes: new Uint8Array(body.buffer, body.byteOffset, body.length), elevation });
  };

  const uploadSchema = {
    tags: ['admin', 'tracks'],
    params: IdParams,
    querystring: TrackVariantQuery,
    consumes: GPX_CONTENT_TYPES,
    response: {
      200: TrackImportResponse,
      400: GpxRefusalResponse.or(ErrorResponse),
      404: ErrorResponse,
      413: GpxRefusalResponse,
      415: ErrorResponse,
    },
  };

  app.post(
    '/routes/:id/track/preview',
    {
      schema: {
        ...uploadSchema,
        summary: 'Read a GPX file and answer what the import would store, without storing it',
      },
      bodyLimit: GPX_MAX_BYTES,
    },
    async (req) => {
      await trailTrackKey(app, req.params.id, req.query.variant);
      return toResponse(await importBody(req.body));
    },
  );

  app.put(
    '/routes/:id/track',
    {
      schema: {
        ...uploadSchema,
        summary: "Import a GPX file (up to 10 MB) as the trail's track, or its variant's with ?variant=",
      },
      bodyLimit: GPX_MAX_BYTES,
    },
    async (req) => {
      const { key } = await trailTrackKey(app, req.params.id, req.query.variant);
      const imported = await importBody(req.body);
      await tracks.save(key, imported);
      return toResponse(imported);
    },
  );

  app.delete(
    '/routes/:id/track',
    {
      schema: {
        tags: ['admin', 'tracks'],
        summary: "Delete the trail's track (or its variant's)",
        params: IdParams,
        querystring: TrackVariantQuery,
        response: { 200: TrackDeletedResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      const { key } = await trailTrackKey(app, req.params.id, req.query.variant);
      await tracks.remove(key);
      return { message: 'Track deleted' };
    },
  );
};

export default adminTrackRoutes;
