import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers.js';

/** A stand-in for web/dist, precompressed by the same script the build runs. */
const dist = mkdtempSync(path.join(tmpdir(), 'trails-static-'));
// Text that compresses, well over the few KB below which nothing is precompressed.
const entryScript = Array.from({ length: 4000 }, (_, i) => `export const trail${i} = 'Jonkershoek ${i}';`).join('\n');
const indexHtml = `<!doctype html><html><head><title>TrailFinder ZA</title><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div>${'<!-- shell -->'.repeat(100)}</body></html>`;
const serviceWorker = `self.addEventListener('fetch', () => {});\n${'// precache list\n'.repeat(200)}`;

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), indexHtml);
  writeFileSync(path.join(dist, 'assets/index-AbC123.js'), entryScript);
  writeFileSync(path.join(dist, 'sw.js'), serviceWorker);
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    '{"index.html":{"file":"assets/index-AbC123.js","isEntry":true}}',
  );
  execFileSync(process.execPath, [path.resolve(import.meta.dirname, '../../scripts/precompress.mjs'), dist]);
  // Added after the build step: it has no compressed copies, and the server must not make any.
  writeFileSync(path.join(dist, 'assets/late-XyZ789.js'), entryScript);
  ({ app, close } = await createTestApp({ WEB_DIST: dist }));
});
afterAll(async () => {
  await close();
  rmSync(dist, { recursive: true, force: true });
});

const fetchAs = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('static files of the web app', () => {
  it('sends the entry script as the brotli or gzip copy written at build time, or plain', async () => {
    const br = await fetchAs('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(entryScript.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entryScript);

    const gz = await fetchAs('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entryScript);

    const refusesBr = await fetchAs('/assets/index-AbC123.js', { 'accept-encoding': 'br;q=0, gzip' });
    expect(refusesBr.headers['content-encoding']).toBe('gzip');

    const plain = await fetchAs('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entryScript);
  });

  it("does not serve the build's own records (.vite/manifest.json, for the page renderer)", async () => {
    const res = await fetchAs('/.vite/manifest.json');
    expect(res.body).not.toContain('isEntry');
  });

  it('never compresses a static file per request', async () => {
    const res = await fetchAs('/assets/late-XyZ789.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(entryScript);
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await fetchAs('/assets/index-AbC123.js', { 'accept-encoding': 'br' });
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has the browser revalidate the HTML and the service worker with their ETag', async () => {
    for (const url of ['/', '/index.html', '/sw.js', '/videos', '/about-us']) {
      const first = await fetchAs(url, { 'accept-encoding': 'br' });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toMatch(/no-cache/);
      const etag = first.headers.etag as string;
      expect(etag, url).toBeTruthy();
      const again = await fetchAs(url, { 'accept-encoding': 'br', 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
    const page = await fetchAs('/videos', { 'accept-encoding': 'gzip' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(gunzipSync(page.rawPayload).toString()).toBe(indexHtml);
    const sw = await fetchAs('/sw.js', { 'accept-encoding': 'br' });
    expect(brotliDecompressSync(sw.rawPayload).toString()).toBe(serviceWorker);
  });

  it('sends a new service worker copied in under the running server, not the compressed copy of the old one', async () => {
    const before = await fetchAs('/sw.js', { 'accept-encoding': 'br' });
    const deployed = `${serviceWorker}// deployed\n`;
    writeFileSync(path.join(dist, 'sw.js'), deployed);
    const after = await fetchAs('/sw.js', { 'accept-encoding': 'br' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.headers['content-encoding']).toBeUndefined();
    expect(after.body).toBe(deployed);
    const check = await fetchAs('/sw.js', { 'if-none-match': before.headers.etag as string });
    expect(check.statusCode).toBe(200);
  });

  it('answers an unknown API path with a JSON 404, not the page', async () => {
    const res = await fetchAs('/api/no-such-thing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });
});
