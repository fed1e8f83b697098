import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  etag: string;
  json: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * Serialized, ETagged and lazily compressed JSON bodies for hot read endpoints (the trail list).
 * Entries belong to one data generation; a new generation (the data was reloaded or written)
 * drops them all. Serializing and compressing once is what keeps p99 low under load.
 */
export class JsonResponseCache {
  private entries = new Map<string, Entry>();
  private generation = -1;

  constructor(private readonly maxEntries = 200) {}

  get(generation: number, key: string, build: () => unknown): Entry {
    if (generation !== this.generation) {
      this.entries.clear();
      this.generation = generation;
    }
    let entry = this.entries.get(key);
    if (!entry) {
      const json = Buffer.from(JSON.stringify(build()));
      entry = { json, etag: `W/"${createHash('sha1').update(json).digest('base64url')}"` };
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/** Sends a cached entry: 304 on a matching If-None-Match, else the best encoding the client accepts. */
export function sendCachedJson(req: FastifyRequest, reply: FastifyReply, entry: Entry, cacheControl: string) {
  reply.header('ETag', entry.etag).header('Cache-Control', cacheControl).header('Vary', 'Accept-Encoding');
  const match = req.headers['if-none-match'];
  if (match && match.split(',').some((t) => t.trim() === entry.etag)) return reply.code(304).send();

  const accepts = String(req.headers['accept-encoding'] ?? '');
  reply.type('application/json; charset=utf-8');
  if (/\bbr\b/.test(accepts)) {
    entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return reply.header('Content-Encoding', 'br').send(entry.br);
  }
  if (/\bgzip\b/.test(accepts)) {
    entry.gzip ??= gzipSync(entry.json, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.json);
}
