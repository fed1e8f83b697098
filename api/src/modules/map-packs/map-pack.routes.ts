import { createReadStream } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, MapPack, MapPackParams } from '@trailfinder/shared-types';
import { HttpError } from '../../plugins/app/errors.js';
import { parseRange } from './byte-range.js';
import { PackStore, type BuiltPack } from './pack-store.js';
import { trailPackPlan } from './trail-pack-plan.js';

export const NO_ARCHIVE_MESSAGE =
  'Offline maps are not offered on this server: it has no map tile archive (MAP_PMTILES is not set).';

const etagMatches = (header: string | undefined, etag: string) =>
  Boolean(header && header.split(',').some((t) => [etag, `W/${etag}`].includes(t.trim())));

/** GET /api/map-packs/:routeId and its /archive: a trail's offline map as one PMTiles file. */
const mapPackRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = new PackStore(path.resolve(app.config.DATA_DIR, 'map-packs'));

  const packFor = async (routeId: number): Promise<{ pack: BuiltPack; body: MapPack }> => {
    const archive = await app.tileArchive.current({ fresh: true });
    if (!archive) throw new HttpError(503, NO_ARCHIVE_MESSAGE);
    const plan = await trailPackPlan(app, routeId, archive);
    const pack = await store.get(archive, plan);
    const { bbox, minZoom, maxZoom } = plan;
    const body = { routeId, bbox, minZoom, maxZoom, tiles: pack.tiles, bytes: pack.bytes, format: archive.format };
    return { pack, body: { ...body, etag: pack.etag } };
  };

  app.get(
    '/api/map-packs/:routeId',
    {
      schema: {
        tags: ['map'],
        summary: "What a trail's offline map pack covers and weighs",
        description: '404 for an unknown trail; 503 when the server has no tile archive.',
        params: MapPackParams,
        response: { 200: MapPack, 404: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (req, reply) => {
      const { body } = await packFor(req.params.routeId);
      reply.header('Cache-Control', 'no-cache');
      return body;
    },
  );

  app.get(
    '/api/map-packs/:routeId/archive',
    {
      compress: false,
      schema: {
        tags: ['map'],
        summary: "A trail's offline map pack: one PMTiles v3 file (Range requests resume a download)",
        params: MapPackParams,
        response: { 404: ErrorResponse, 416: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse },
      },
    },
    async (req, reply) => sendPack(req, reply, req.params.routeId, (await packFor(req.params.routeId)).pack),
  );
};

function sendPack(req: FastifyRequest, reply: FastifyReply, routeId: number, pack: BuiltPack) {
  reply
    .header('ETag', pack.etag)
    .header('Cache-Control', 'no-cache')
    .header('Accept-Ranges', 'bytes')
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Disposition', `attachment; filename="trail-${routeId}-map.pmtiles"`);
  if (etagMatches(req.headers['if-none-match'], pack.etag)) return reply.code(304).send();
  // A resumed download names the version it began with; another version means start again.
  const ifRange = req.headers['if-range'];
  const range = ifRange && ifRange !== pack.etag ? 'whole' : parseRange(req.headers.range, pack.bytes);
  reply.type('application/vnd.pmtiles');
  if (range === 'unsatisfiable') {
    throw new HttpError(416, 'The requested range is outside the map pack.', {
      'Content-Range': `bytes */${pack.bytes}`,
    });
  }
  if (range === 'whole') return reply.header('Content-Length', pack.bytes).send(createReadStream(pack.file));
  return reply
    .code(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${pack.bytes}`)
    .header('Content-Length', range.end - range.start + 1)
    .send(createReadStream(pack.file, { start: range.start, end: range.end }));
}

export default mapPackRoutes;
