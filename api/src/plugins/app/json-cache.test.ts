import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressed } from './json-cache.js';

/** A page-like body: repetitive markup with varied text, ~40 KB. */
const page = Buffer.from(
  Array.from(
    { length: 600 },
    (_, i) => `<li class="card c${i % 7}"><a href="/routes/${i}">Trail ${i * 7919}</a></li>`,
  ).join(''),
);

describe('precompressed bodies', () => {
  it('is ready at once in both encodings, each decoding to the same bytes', async () => {
    const entry = await precompressed(page);
    expect(brotliDecompressSync(entry.br!).equals(page)).toBe(true);
    expect(gunzipSync(entry.gzip!).equals(page)).toBe(true);
    expect(entry.etag).toMatch(/^W\/"[\w-]+"$/);
  });

  it("then sends a large body at brotli's densest, still decoding to the same bytes", async () => {
    const entry = await precompressed(page);
    const densest = brotliCompressSync(page, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: page.length },
    });
    await expect.poll(() => entry.br!.length).toBe(densest.length);
    expect(brotliDecompressSync(entry.br!).equals(page)).toBe(true);
  });
});
