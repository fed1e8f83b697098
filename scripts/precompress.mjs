#!/usr/bin/env node
/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of the built web app (web/dist),
 * at the strongest settings, once per build: the server sends these and never compresses a static
 * file per request (see docs/decisions/008-catalogue-snapshot.md and api/src/plugins/app/web-app.ts).
 * `node scripts/precompress.mjs [dir]`; files already compressed and newer than their source are kept.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? path.join(root, 'web/dist'));
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this a compressed copy saves too little to be worth a second request path. */
const MIN_BYTES = 1024;

function* files(d) {
  for (const entry of readdirSync(d, { withFileTypes: true })) {
    const full = path.join(d, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

const fresh = (out, src) => existsSync(out) && statSync(out).mtimeMs >= statSync(src).mtimeMs;
let written = 0;
let raw = 0;
let br = 0;
for (const file of existsSync(dir) ? files(dir) : []) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
  const body = readFileSync(file);
  raw += body.length;
  if (!fresh(`${file}.br`, file)) {
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written++;
  }
  br += statSync(`${file}.br`).size;
}
if (written)
  console.log(`Precompressed ${written} files in ${path.relative(root, dir)} (${raw} B raw, ${br} B brotli)`);
