import type { FastifyReply } from 'fastify';
import { IMMUTABLE } from '../../plugins/app/cache-control.js';
import type { TrailImage } from './trail-image.entity.js';

/**
 * Sets the picture's ETag and caching, and tells whether the client already holds this version.
 * The address with `?v=` of the current version never changes content: cached for a year. Any
 * other address (no `v`, or an old one) is checked again on every use.
 */
export function isFresh(
  reply: FastifyReply,
  image: TrailImage,
  asked: { version: string | undefined; ifNoneMatch: string | undefined },
): boolean {
  const etag = `"img-${image.version}"`;
  const immutable = asked.version === image.version;
  reply
    .header('ETag', etag)
    .header('Cache-Control', immutable ? IMMUTABLE : 'public, no-cache')
    .header('X-Content-Type-Options', 'nosniff');
  const match = asked.ifNoneMatch;
  return Boolean(match && match.split(',').some((t) => [etag, `W/${etag}`].includes(t.trim())));
}

/** The picture's bytes with their type, or 304 when `bytes` is null (the client's copy is current). */
export const sendImage = (reply: FastifyReply, image: TrailImage, bytes: Buffer | null) =>
  bytes ? reply.type(image.contentType).send(bytes) : reply.code(304).send();
