import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, pickEncoding } from './content-encoding.js';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const etagOf = (json: Buffer) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

export interface Entry {
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
      entry = { json, etag: etagOf(json) };
      if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
      this.entries.set(key, entry);
    }
    return entry;
  }
}

/**
 * Serializes a body once and compresses it in both encodings off the main thread (zlib's thread
 * pool), at the strongest settings: it is built once per catalogue change, then sent many times.
 */
export async function precompressedJson(value: unknown): Promise<Entry> {
  return precompressed(Buffer.from(JSON.stringify(value)));
}

/** The same for any body (e.g. a trail page's HTML): plain, brotli and gzip, with its ETag. */
export async function precompressed(json: Buffer): Promise<Entry> {
  const [br, gz] = await Promise.all([
    brotliAsync(json, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: json.length },
    }),
    gzipAsync(json, { level: 9 }),
  ]);
  return { json, etag: etagOf(json), br, gzip: gz };
}

/** Sends a cached entry: 304 on a matching If-None-Match, else the best encoding the client accepts. */
export function sendCachedJson(
  req: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  cacheControl: string,
  type = 'application/json; charset=utf-8',
  /** Request headers the body depends on besides Accept-Encoding. */
  varyAlso: string[] = [],
) {
  reply
    .header('ETag', entry.etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', ['Accept-Encoding', ...varyAlso].join(', '));
  if (etagMatches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();

  const encoding = pickEncoding(req.headers['accept-encoding']);
  reply.type(type);
  if (encoding === 'br') {
    entry.br ??= brotliCompressSync(entry.json, { params: { [constants.BROTLI_PARAM_QUALITY]: 6 } });
    return reply.header('Content-Encoding', 'br').send(entry.br);
  }
  if (encoding === 'gzip') {
    entry.gzip ??= gzipSync(entry.json, { level: 6 });
    return reply.header('Content-Encoding', 'gzip').send(entry.gzip);
  }
  return reply.send(entry.json);
}
