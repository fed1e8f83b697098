import { gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, TileParams, TileQuery } from '@trailfinder/shared-types';
import { NotFoundError } from '../../plugins/app/errors.js';
import { IMMUTABLE } from '../../plugins/app/cache-control.js';

const NO_TILE = 'There is no map tile at this address.';
const SAME_FORMAT: Record<string, string> = { jpeg: 'jpg', pbf: 'mvt' };

/**
 * GET /tiles/{z}/{x}/{y}.{ext}: one tile of the MAP_PMTILES archive. The app asks with `?v=` of
 * the archive's identity, so such an address never changes content: cached for a year.
 */
const tileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/tiles/:z/:x/:file',
    {
      compress: false,
      schema: {
        tags: ['map'],
        summary: "One map tile from the server's tile archive",
        description: '404 outside the archive, or when the server has none (MAP_PMTILES unset).',
        params: TileParams,
        querystring: TileQuery,
        response: { 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const archive = await app.tileArchive.current();
      if (!archive) throw new NotFoundError('This server has no map tiles.');
      const { z, x, file } = req.params;
      const [yText, rawExt] = file.split('.');
      const y = Number(yText);
      const ext = SAME_FORMAT[rawExt] ?? rawExt;
      const side = 2 ** z;
      if (ext !== archive.format || x >= side || y >= side) throw new NotFoundError(NO_TILE);
      if (z < archive.header.minZoom || z > archive.header.maxZoom) throw new NotFoundError(NO_TILE);
      const etag = `"t-${archive.identity}-${z}-${x}-${y}"`;
      const immutable = req.query.v === archive.identity;
      reply
        .header('ETag', etag)
        .header('Cache-Control', immutable ? IMMUTABLE : 'public, no-cache')
        .header('X-Content-Type-Options', 'nosniff');
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((t) => [etag, `W/${etag}`].includes(t.trim()))) return sendBytes(reply, null);
      const bytes = await archive.tile(z, x, y);
      if (!bytes) throw new NotFoundError(NO_TILE);
      // The reader hands tiles back uncompressed; those the archive keeps gzipped (vector tiles)
      // travel gzipped again, as the archive meant them to.
      if (archive.gzipped) {
        reply.header('Content-Encoding', 'gzip');
        return sendBytes(reply.type(archive.contentType), gzipSync(bytes));
      }
      return sendBytes(reply.type(archive.contentType), bytes);
    },
  );
};

/** The tile's bytes, or 304 (outside the route's typed replies, which list only the JSON errors). */
const sendBytes = (reply: FastifyReply, bytes: Uint8Array | null) =>
  bytes ? reply.send(Buffer.from(bytes)) : reply.code(304).send();

export default tileRoutes;
