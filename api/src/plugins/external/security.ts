import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import compress from '@fastify/compress';
import etag from '@fastify/etag';
import zlib from 'node:zlib';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const NO_ORIGINS = { script: [], connect: [], frame: [] } as const;
/** What Google AdSense needs (its published CSP guidance). */
const ADSENSE_ORIGINS = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://tpc.googlesyndication.com',
    'https://partner.googleadservices.com',
    'https://www.googletagservices.com',
    'https://adservice.google.com',
    'https://ep2.adtrafficquality.google',
  ],
  connect: ['https://pagead2.googlesyndication.com', 'https://ep1.adtrafficquality.google'],
  frame: [
    'https://googleads.g.doubleclick.net',
    'https://tpc.googlesyndication.com',
    'https://www.google.com',
    'https://ep2.adtrafficquality.google',
  ],
} as const;
/** What Google Analytics 4 (gtag.js) needs. */
const ANALYTICS_ORIGINS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  frame: [],
} as const;

/**
 * The CSP hashes of the inline scripts in the web app's index.html (the colour theme, set before
 * the first paint without a request of its own): those scripts and no others may run inline.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  const file = distDir ? path.join(distDir, 'index.html') : '';
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
    .filter((m) => !/type=["']application\/json["']/i.test(m[0]))
    .map(
      (m) =>
        `'sha256-${createHash('sha256')
          .update(m[1] ?? '')
          .digest('base64')}'`,
    );
}

export interface SecurityOptions {
  /** The built web app (web/dist), for the hashes of its inline scripts. */
  distDir?: string;
}

/** Strict security headers, gzip/brotli and ETags (with 304s) for every response. */
export default fp<SecurityOptions>(
  async (app, opts) => {
    // Leaflet spreads `{s}` over the a, b and c subdomains; the page fetches them too (saved maps).
    const tileOrigins = [
      ...new Set(
        ['a', 'b', 'c'].map(
          (s) => new URL(app.config.TILE_URL.replace(/\{s\}/g, s).replace(/\{[a-z-]+\}/g, '0')).origin,
        ),
      ),
    ];
    // Third-party ad and analytics origins, only when configured (the web app loads them after consent).
    const ads = app.config.ADSENSE_CLIENT_ID ? ADSENSE_ORIGINS : NO_ORIGINS;
    const analytics = app.config.ANALYTICS_ID ? ANALYTICS_ORIGINS : NO_ORIGINS;
    await app.register(helmet, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...inlineScriptHashes(opts.distDir), ...ads.script, ...analytics.script],
          // Chakra UI (emotion) injects style tags at runtime.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...tileOrigins],
          connectSrc: ["'self'", ...tileOrigins, ...ads.connect, ...analytics.connect],
          fontSrc: ["'self'", 'data:'],
          ...(ads.frame.length ? { frameSrc: ["'self'", ...ads.frame] } : {}),
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      strictTransportSecurity: { maxAge: 31536000, includeSubDomains: true },
    });
    // Only answers made per request are compressed here (static files and catalogue bodies come
    // compressed already): a fast brotli level and a small window, so each call allocates little
    // (zlib's default window made every brotli call reserve several MB of native memory).
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 } },
      zlibOptions: { level: 6, memLevel: 7 },
    });
    await app.register(etag, { weak: true });
  },
  { name: 'security', dependencies: ['config'] },
);
