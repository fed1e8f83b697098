import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyError } from 'fastify';
import {
  ErrorResponse,
  IdParams,
  MessageResponse,
  TRAIL_IMAGE_MAX_BYTES,
  TRAIL_IMAGE_MAX_SIDE,
  TRAIL_IMAGE_TYPES,
  TrailImageRefusal,
  TrailImageResponse,
  type TrailImageRefusal as Refusal,
  uploadedImageUrl,
} from '@trailfinder/shared-types';
import { sniffImage, type SniffedImage } from './image-sniff.js';
import { TrailImageRepository } from './trail-image.repository.js';

const KINDS = 'a JPEG, PNG or WebP picture';
const NAMES: Record<string, string> = { 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'image/webp': 'WebP' };
const TOO_LARGE = `The picture is larger than ${TRAIL_IMAGE_MAX_BYTES / 1024 / 1024} MB. Save it smaller (about 1600 px wide is plenty) and upload it again.`;

/** A refusal the admin can act on: 400 (or 413 for size) with the reason in words. */
class ImageRefusal extends Error {
  constructor(
    readonly code: Refusal['code'],
    message: string,
  ) {
    super(message);
  }
}

/** The declared type and the file's own first bytes must both say JPEG, PNG or WebP, and agree. */
function checkUpload(contentType: string | undefined, body: unknown): { sniffed: SniffedImage; bytes: Buffer } {
  const declared = (contentType ?? '').split(';')[0].trim().toLowerCase();
  if (!(TRAIL_IMAGE_TYPES as readonly string[]).includes(declared) || !Buffer.isBuffer(body)) {
    throw new ImageRefusal(
      'not_an_image',
      `Send ${KINDS} as the request body, with its Content-Type (image/jpeg, image/png or image/webp).`,
    );
  }
  const sniffed = sniffImage(body);
  if (!sniffed) {
    throw new ImageRefusal(
      'not_an_image',
      `This file is not ${KINDS}: its content does not start like one. Export it as JPEG, PNG or WebP and try again.`,
    );
  }
  if (sniffed.contentType !== declared) {
    throw new ImageRefusal(
      'type_mismatch',
      `The file was sent as ${NAMES[declared]} but its content is ${NAMES[sniffed.contentType]}. Send it with Content-Type ${sniffed.contentType}.`,
    );
  }
  const { width, height } = sniffed;
  if (width < 1 || height < 1 || width > TRAIL_IMAGE_MAX_SIDE || height > TRAIL_IMAGE_MAX_SIDE) {
    throw new ImageRefusal(
      'bad_size',
      `The picture is ${width} x ${height} px; each side must be between 1 and ${TRAIL_IMAGE_MAX_SIDE} px.`,
    );
  }
  return { sniffed, bytes: body };
}

/**
 * PUT and DELETE /api/admin/routes/:id/image (under the admin guard): the trail's own picture,
 * the file itself as the body. Stored in the database, so every instance serves it.
 */
const adminTrailImageRoutes: FastifyPluginAsyncZod = async (app) => {
  const images = new TrailImageRepository(app.em);

  // Only in this plugin's scope: every body type arrives as bytes, so a wrong one gets a clear 400
  // from checkUpload (not Fastify's bare 415), and the 2 MB limit holds only here.
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: TRAIL_IMAGE_MAX_BYTES }, (_req, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((err: FastifyError, _req, reply) => {
    if (err instanceof ImageRefusal) return reply.code(400).send({ message: err.message, code: err.code });
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: TOO_LARGE, code: 'too_large' });
    if (err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || err.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
      return reply.code(400).send({ message: `Send ${KINDS} as the request body.`, code: 'not_an_image' });
    }
    throw err; // the app's error handler answers everything else
  });

  app.put(
    '/routes/:id/image',
    {
      schema: {
        tags: ['admin', 'trails'],
        summary: "Upload the trail's picture (JPEG, PNG or WebP, up to 2 MB): it replaces the illustration",
        params: IdParams,
        consumes: [...TRAIL_IMAGE_TYPES],
        response: {
          200: TrailImageResponse,
          400: TrailImageRefusal.or(ErrorResponse), // a refused file, or a bad id
          404: ErrorResponse,
          413: TrailImageRefusal,
        },
      },
      bodyLimit: TRAIL_IMAGE_MAX_BYTES,
    },
    async (req) => {
      const { sniffed, bytes } = checkUpload(req.headers['content-type'], req.body);
      const image = await images.save(req.params.id, sniffed, bytes);
      return {
        imageUrl: uploadedImageUrl(req.params.id, image.version, image),
        contentType: image.contentType,
        width: image.width,
        height: image.height,
        bytes: image.byteSize,
      };
    },
  );

  app.delete(
    '/routes/:id/image',
    {
      schema: {
        tags: ['admin', 'trails'],
        summary: "Delete the trail's uploaded picture (the app draws its illustration again)",
        params: IdParams,
        response: { 200: MessageResponse, 404: ErrorResponse },
      },
    },
    async (req) => {
      await images.remove(req.params.id);
      return { message: 'Photo deleted' };
    },
  );
};

export default adminTrailImageRoutes;
