import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sets the ETag (and revalidate-every-time caching) and tells whether the client already holds
 * this version: then the caller answers 304 without building the body.
 */
export function notModified(req: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag).header('Cache-Control', 'public, no-cache');
  const match = req.headers['if-none-match'];
  return Boolean(match && match.split(',').some((t) => t.trim() === etag));
}

/** 304 with no body (outside the route's typed replies, which list only the bodies it sends). */
export const sendNotModified = (reply: FastifyReply) => reply.code(304).send();

/** A file download: GPX text with its file name; not JSON, so it bypasses the JSON serializer. */
export const sendGpxFile = (reply: FastifyReply, text: string, disposition: string) =>
  reply.type('application/gpx+xml; charset=utf-8').header('Content-Disposition', disposition).send(Buffer.from(text));
