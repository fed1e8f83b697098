import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches, pickEncoding } from './content-encoding.js';
import { IMMUTABLE } from './cache-control.js';

/** One built file, held in memory with the compressed copies the build wrote beside it. */
export interface StaticFile {
  path: string;
  /** Of the file on disk when it was read: a revalidated file is read again when they change. */
  mtimeMs: number;
  size: number;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  etag: string;
  type: string;
  cacheControl: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

// Vite puts a content hash in every file name under /assets: such a URL never changes content (IMMUTABLE).
/** Everything else (HTML, the service worker, the manifest, icons) is checked with its ETag on each use. */
const REVALIDATE = 'public, no-cache';

/**
 * Reads web/dist into memory once: URL path → file. `.br`/`.gz` siblings (scripts/precompress.mjs)
 * become the file's encoded copies; a file without them is sent as is (small, or not compressible).
 */
export function loadStaticFiles(distDir: string, skip: readonly string[] = []): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  if (!existsSync(distDir)) return files;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      // The build's own records (.vite/manifest.json, read by the page renderer) are not served.
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full);
        continue;
      }
      if (/\.(br|gz)$/.test(entry.name)) continue;
      const url = '/' + path.relative(distDir, full).split(path.sep).join('/');
      if (skip.includes(url)) continue;
      files.set(url, readStaticFile(full, url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE));
    }
  };
  walk(distDir);
  return files;
}

function readStaticFile(file: string, cacheControl: string): StaticFile {
  const { mtimeMs, size } = statSync(file);
  const body = readFileSync(file);
  // A compressed copy older than its source belongs to an earlier build: not sent.
  const sibling = (ext: string) =>
    existsSync(file + ext) && statSync(file + ext).mtimeMs >= mtimeMs ? readFileSync(file + ext) : undefined;
  return {
    path: file,
    mtimeMs,
    size,
    body,
    br: sibling('.br'),
    gzip: sibling('.gz'),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 27)}"`,
    type: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    cacheControl,
  };
}

/**
 * HTML, the service worker and the manifest keep their names across deploys: when the file on
 * disk changed (a new build copied in under the running server), it is read again. A stat of a
 * cached file costs microseconds; hashed assets never change and are not checked.
 */
function current(file: StaticFile): StaticFile {
  if (file.cacheControl === IMMUTABLE) return file;
  try {
    const { mtimeMs, size } = statSync(file.path);
    if (mtimeMs !== file.mtimeMs || size !== file.size)
      Object.assign(file, readStaticFile(file.path, file.cacheControl));
  } catch {
    // Gone from disk (a deploy in progress): keep sending what was read.
  }
  return file;
}

/** Sends a file: 304 on a matching If-None-Match, else the best ready-made encoding the client accepts. */
export function sendStaticFile(req: FastifyRequest, reply: FastifyReply, stored: StaticFile) {
  const file = current(stored);
  reply.header('ETag', file.etag).header('Cache-Control', file.cacheControl);
  if (file.br || file.gzip) reply.header('Vary', 'Accept-Encoding');
  if (etagMatches(req.headers['if-none-match'], file.etag)) return reply.code(304).send();
  reply.type(file.type);
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const encoded = encoding === 'br' ? file.br : encoding === 'gzip' ? file.gzip : undefined;
  if (encoded) return reply.header('Content-Encoding', encoding).send(encoded);
  return reply.send(file.body);
}
