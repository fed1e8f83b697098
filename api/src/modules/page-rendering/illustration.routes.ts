import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponse, IdParams } from '@trailfinder/shared-types';
import { IMMUTABLE } from '../../plugins/app/cache-control.js';
import { precompressed, sendCachedJson } from '../../plugins/app/json-cache.js';
import type { PageRenderer } from './page-renderer.js';

/** `v` names the version the page asked for: only then may the answer be cached for good. */
const IllustrationQuery = z.object({ v: z.string().max(40).optional() });

/**
 * GET /api/routes/:id/illustration.svg: a trail's illustration (the picture of a trail without a
 * photo), drawn by the web app's own code from the catalogue's facts. The home page's 80 cards
 * name this address instead of carrying 80 drawings in their HTML (about 240 kB of it), and a
 * browser fetches only the pictures it scrolls to. Drawn and compressed once per trail and
 * catalogue change.
 */
export function trailIllustrationRoute(app: FastifyInstance, renderer: PageRenderer): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/routes/:id/illustration.svg',
    {
      schema: {
        tags: ['trails'],
        summary: "A trail's illustration (SVG), drawn from its facts",
        description:
          'The picture the app shows for a trail without a photo. The address the app uses adds `?v=` ' +
          '(the version of the drawing and of the facts it is drawn from): at that address it never ' +
          'changes, so it is cached for a year. 404 for an unknown trail.',
        params: IdParams,
        querystring: IllustrationQuery,
        produces: ['image/svg+xml'],
        response: { 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const snapshot = await app.catalogue.snapshot();
      const trail = snapshot.trailById.get(req.params.id);
      const drawn = trail
        ? await snapshot.memo(`trail-illustration ${trail.id}`, async () => {
            const file = renderer.illustration(trail);
            return file && { version: file.version, entry: await precompressed(Buffer.from(file.svg)) };
          })
        : null;
      if (!drawn) return reply.code(404).send({ message: 'No illustration for this trail' });
      const cacheControl = req.query.v === drawn.version ? IMMUTABLE : 'no-cache';
      return sendCachedJson(req, reply, drawn.entry, cacheControl, 'image/svg+xml; charset=utf-8');
    },
  );
}
