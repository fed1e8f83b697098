import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { featuredVideos, type Review, type TrackRef, type Trail, type Video } from '@trailfinder/shared-types';
import { PageRenderer } from '../src/modules/page-rendering/page-renderer.js';
import { inlineScriptHashes } from '../src/plugins/external/security.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { createTestApp } from './helpers.js';
import { gpxText, straightLine } from './support/gpx-fixtures.js';

/** The head of web/dist/index.html as Vite writes it: the entry module and its preloads. */
const SHELL = `<!doctype html>
<html lang="en-ZA">
  <head>
    <title>TrailFinder SA</title>
    <script>document.documentElement.dataset.theme = 'light';</script>
    <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-Xy1.js">
    <link rel="modulepreload" crossorigin href="/assets/vendor-Zz9.js">
    <link rel="stylesheet" crossorigin href="/assets/index-St4.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const dirs: string[] = [];
/** A fresh web/dist stand-in (with its dist-ssr beside it, as the build makes them). */
function fakeBuild(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  dirs.push(root);
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  return path.join(root, 'dist');
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A logger that keeps what it was told (fastify's own, on pino). */
function recordingLog() {
  const lines: { level: number; msg: string }[] = [];
  const { log } = Fastify({
    logger: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  return { log, lines };
}

describe('inlineScriptHashes', () => {
  it("is the CSP hash of each inline script's text", () => {
    const dist = fakeBuild({
      'dist/index.html': SHELL.replace(
        '<title>TrailFinder SA</title>',
        "<title>TrailFinder SA</title>\n    <script>alert('Hello, world.');</script>",
      ),
    });
    const theme = "document.documentElement.dataset.theme = 'light';";
    expect(inlineScriptHashes(dist)).toEqual([
      // The example of the CSP specification (Level 3, "hash-source").
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
      `'sha256-${createHash('sha256').update(theme).digest('base64')}'`,
    ]);
  });

  it('leaves out data blocks and scripts loaded from a file', () => {
    const dist = fakeBuild({
      'dist/index.html': `<!doctype html><html><head>
<script type="application/json" id="page-seed">{"trails":[]}</script>
<script type='application/json'>{"a":1}</script>
<script src="/color-mode.js"></script>
<script type="module" crossorigin src="/assets/index.js"></script>
<script type="module" crossorigin src="/assets/index.js"></script>
</head><body><div id="root"></div></body></html>`,
    });
    expect(inlineScriptHashes(dist)).toEqual([]);
  });

  it('is empty without a built web app', () => {
    expect(inlineScriptHashes(undefined)).toEqual([]);
    expect(inlineScriptHashes(path.join(tmpdir(), 'no-such-web-dist'))).toEqual([]);
  });
});

describe('PageRenderer', () => {
  const seed = { trails: [] };

  it('sends the shell as it is when the server rendering is not built', async () => {
    const { log, lines } = recordingLog();
    const renderer = await PageRenderer.load(fakeBuild({ 'dist/index.html': SHELL }), log);
    expect(renderer.enabled).toBe(false);
    expect(await renderer.fill(SHELL, '/', seed)).toBe(SHELL);
    expect(lines.map((l) => l.msg)).toEqual(['web app server rendering not built: pages are sent as the app shell']);
  });

  it("puts the rendered page in the root with its seed beside it, and keeps Vite's module script", async () => {
    const { log } = recordingLog();
    const dist = fakeBuild({
      'dist/index.html': SHELL,
      'dist-ssr/entry-server.js':
        'export async function renderPage(url, seed) { return { html: `<main>${url}: ${seed.trails.length} trails</main>`, head: "<style>main{}</style>" }; }',
    });
    const renderer = await PageRenderer.load(dist, log);
    expect(renderer.enabled).toBe(true);
    const html = await renderer.fill(SHELL, '/routes/7', { trails: [] });
    expect(html).toContain(
      '<div id="root"><main>/routes/7: 0 trails</main></div><script type="application/json" id="page-seed">{"trails":[]}</script>',
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-Zz9.js">');
    // The page's styles go at the end of the head, once.
    expect(html.match(/<style>main\{\}<\/style><\/head>/g)).toHaveLength(1);
  });

  it("asks for each page's parts (the server build's list) beside the app's code, from the build's manifest", async () => {
    const { log } = recordingLog();
    const chunk = (file: string, imports: string[] = [], extra = {}) => ({ file, imports, ...extra });
    const manifest = {
      'index.html': chunk('assets/index-AbC123.js', ['_vendor-Zz9.js'], { isEntry: true }),
      '_vendor-Zz9.js': chunk('assets/vendor-Zz9.js'),
      '_portal-P1.js': chunk('assets/portal-P1.js', ['_vendor-Zz9.js']),
      '_icons-I1.js': chunk('assets/icons-I1.js'),
      'src/app/layout/site-footer.tsx': chunk('assets/site-footer-F1.js', ['_icons-I1.js', '_vendor-Zz9.js']),
      'src/app/routes/home-sections.tsx': chunk('assets/home-sections-H1.js', ['_portal-P1.js']),
      'src/app/routes/trail-page.tsx': chunk('assets/trail-page-T1.js', ['_portal-P1.js', '_icons-I1.js']),
    };
    const dist = fakeBuild({
      'dist/index.html': SHELL,
      'dist/.vite/manifest.json': JSON.stringify(manifest),
      'dist-ssr/entry-server.js': `export async function renderPage() { return { html: "<main></main>", head: "<style>main{}</style>" }; }
        export const PAGE_PARTS = {
          home: ['src/app/routes/home-sections.tsx', 'src/app/layout/site-footer.tsx'],
          trail: ['src/app/routes/trail-page.tsx', 'src/app/layout/site-footer.tsx'],
        };`,
    });
    const renderer = await PageRenderer.load(dist, log);
    const preloads = (html: string) =>
      /((?:<link rel="modulepreload" fetchpriority="low" crossorigin href="[^"]+">)+)<style>main\{\}<\/style><\/head>/.exec(
        html,
      )![1];
    const tags = (files: string[]) =>
      files.map((f) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${f}">`).join('');
    // The entry's own imports (vendor) are Vite's preloads already: not named again.
    expect(preloads(await renderer.fill(SHELL, '/routes/7', { trail: {} as Trail }))).toBe(
      tags(['/assets/icons-I1.js', '/assets/portal-P1.js', '/assets/site-footer-F1.js', '/assets/trail-page-T1.js']),
    );
    expect(preloads(await renderer.fill(SHELL, '/', { trails: [] }))).toBe(
      tags(['/assets/home-sections-H1.js', '/assets/icons-I1.js', '/assets/portal-P1.js', '/assets/site-footer-F1.js']),
    );
  });

  it("asks for no parts' files without a manifest, or with one it cannot read", async () => {
    const { log } = recordingLog();
    const builds: Record<string, string>[] = [{}, { 'dist/.vite/manifest.json': '{ not json' }];
    for (const extra of builds) {
      const dist = fakeBuild({
        'dist/index.html': SHELL,
        ...extra,
        'dist-ssr/entry-server.js':
          'export async function renderPage() { return { html: "<main></main>", head: "" }; }',
      });
      const html = await (await PageRenderer.load(dist, log)).fill(SHELL, '/', { trails: [] });
      expect(html).toContain('<div id="root"><main></main></div>');
      expect(html.match(/modulepreload/g)).toHaveLength(2);
    }
  });

  it('sends the shell as it is when a page fails to render', async () => {
    const { log, lines } = recordingLog();
    const dist = fakeBuild({
      'dist/index.html': SHELL,
      'dist-ssr/entry-server.js': 'export async function renderPage() { throw new Error("no such page"); }',
    });
    const renderer = await PageRenderer.load(dist, log);
    expect(await renderer.fill(SHELL, '/', seed)).toBe(SHELL);
    expect(lines.map((l) => l.msg)).toEqual(['page could not be rendered on the server: sent as the app shell']);
  });
});

describe('pages of the app with its server rendering', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const theme = "document.documentElement.dataset.theme = 'light';";

  beforeAll(async () => {
    const dist = fakeBuild({
      'dist/index.html': SHELL,
      'dist/assets/index-AbC123.js': 'console.log(1)',
      'dist-ssr/entry-server.js': `export async function renderPage(url, seed) {
        const html = seed.trail ? '<h1>' + seed.trail.name + '</h1>' : '<p>' + seed.trails.length + ' trails</p>';
        return { html, head: '' };
      }
      export function trailIllustration(trail) {
        return { svg: '<svg xmlns="http://www.w3.org/2000/svg"><desc>' + trail.difficulty + '</desc></svg>', version: 'v' + trail.id };
      }`,
    });
    ({ app, close } = await createTestApp({ WEB_DIST: dist, ...adminConfig }));
  });
  afterAll(async () => close());

  it("renders the home page from the catalogue, and the CSP allows the shell's inline script", async () => {
    const trails = (await app.inject('/api/routes')).json() as Trail[];
    const res = await app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><p>${trails.length} trails</p></div>`);
    const seed = /<script type="application\/json" id="page-seed">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    const parsed = JSON.parse(seed!) as { trails: Trail[]; config: unknown; videos: Video[] };
    expect(parsed.trails).toHaveLength(trails.length);
    // The page was rendered with the server's settings, and the app starts with the same.
    expect(parsed.config).toEqual((await app.inject('/api/config')).json());
    // And with the featured videos, as the gallery lists them: the section is in the page.
    const featured = featuredVideos((await app.inject('/api/videos')).json() as Video[]);
    expect(featured.length).toBeGreaterThan(0);
    expect(parsed.videos).toEqual(featured);
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
    const hash = `'sha256-${createHash('sha256').update(theme).digest('base64')}'`;
    expect(String(res.headers['content-security-policy'])).toMatch(
      new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}`),
    );
  });

  it("renders the home page again with the admin's featured videos once they change", async () => {
    const seededVideos = async () => {
      const body = (await app.inject('/')).body;
      const seed = /<script type="application\/json" id="page-seed">([\s\S]*?)<\/script>/.exec(body)?.[1];
      return (JSON.parse(seed!) as { videos: Video[] }).videos.map((v) => v.title);
    };
    const [first] = featuredVideos((await app.inject('/api/videos')).json() as Video[]);
    expect(await seededVideos()).toContain(first.title);
    const token = await login(app);
    const put = (featured: boolean) =>
      asAdmin(app, token, { method: 'PUT', url: `/api/admin/videos/${first.id}`, payload: { featured } });
    expect((await put(false)).statusCode).toBe(200);
    try {
      expect(await seededVideos()).not.toContain(first.title);
    } finally {
      expect((await put(true)).statusCode).toBe(200);
    }
    expect(await seededVideos()).toContain(first.title);
  });

  it('renders a trail page from its trail', async () => {
    const [trail] = (await app.inject('/api/routes')).json() as Trail[];
    const res = await app.inject(`/routes/${trail.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<div id="root"><h1>${trail.name}</h1></div>`);
    expect(res.body).toContain(`"id":${trail.id}`);
  });

  it("carries a trail page's recorded tracks in its seed, and a track the admin adds reaches the next render", async () => {
    const [trail] = (await app.inject('/api/routes')).json() as Trail[];
    const seededTracks = async () => {
      const body = (await app.inject(`/routes/${trail.id}`)).body;
      const seed = /<script type="application\/json" id="page-seed">([\s\S]*?)<\/script>/.exec(body)?.[1];
      return (JSON.parse(seed!) as { tracks: TrackRef[] }).tracks;
    };
    const listed = ((await app.inject('/api/sync')).json() as { tracks: TrackRef[] }).tracks;
    expect(await seededTracks()).toEqual(listed.filter((r) => r.routeId === trail.id));

    const token = await login(app);
    const put = await asAdmin(app, token, {
      method: 'PUT',
      url: `/api/admin/routes/${trail.id}/track`,
      headers: { 'content-type': 'application/gpx+xml' },
      payload: gpxText({ tracks: [[straightLine(3000, 50, 120)]] }),
    });
    expect(put.statusCode, put.body).toBe(200);
    try {
      const tracks = await seededTracks();
      expect(tracks).toEqual([expect.objectContaining({ routeId: trail.id, variant: null })]);
      expect(tracks[0].distanceKm).toBeCloseTo(3, 1);
    } finally {
      const removed = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${trail.id}/track` });
      expect(removed.statusCode).toBe(200);
    }
    expect(await seededTracks()).toEqual([]);
  });

  it("carries a trail page's reviews in its seed, and a review posted since is in the next render", async () => {
    const [, trail] = (await app.inject('/api/routes')).json() as Trail[];
    const seededReviews = async () => {
      const body = (await app.inject(`/routes/${trail.id}`)).body;
      const seed = /<script type="application\/json" id="page-seed">([\s\S]*?)<\/script>/.exec(body)?.[1];
      return (JSON.parse(seed!) as { reviews: Review[] }).reviews;
    };
    const listed = async () => (await app.inject(`/api/routes/${trail.id}/reviews`)).json() as Review[];
    expect(await seededReviews()).toEqual(await listed());

    const posted = await app.inject({
      method: 'POST',
      url: `/api/routes/${trail.id}/reviews`,
      headers: { 'x-forwarded-for': '198.51.100.77' },
      payload: { rating: 5, comment: 'Grippy after the morning rain, great berms.', name: 'Sipho' },
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const seeded = await seededReviews();
    expect(seeded[0]).toMatchObject({ comment: 'Grippy after the morning rain, great berms.', reviewerName: 'Sipho' });
    expect(seeded).toEqual(await listed());
  });

  it('sends a filtered home address as the app shell with every trail beside it: the app applies the filters', async () => {
    const trails = (await app.inject('/api/routes')).json() as Trail[];
    const res = await app.inject('/?province=Gauteng');
    expect(res.statusCode).toBe(200);
    // Not rendered here (the list depends on the address), but the trails need not wait for a sync.
    expect(res.body).toContain('<div id="root"></div><script type="application/json" id="page-seed">');
    const seed = /<script type="application\/json" id="page-seed">([\s\S]*?)<\/script>/.exec(res.body)?.[1];
    const parsed = JSON.parse(seed!) as { trails: Trail[]; config: unknown };
    expect(parsed.trails.map((t) => t.id).sort()).toEqual(trails.map((t) => t.id).sort());
    expect(parsed.config).toEqual((await app.inject('/api/config')).json());
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-AbC123.js"></script>');
  });

  it("sends a trail's illustration as an SVG file, drawn by the web app's server build", async () => {
    const [trail] = (await app.inject('/api/routes')).json() as Trail[];
    const res = await app.inject({ url: `/api/routes/${trail.id}/illustration.svg?v=v${trail.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(res.body).toBe(`<svg xmlns="http://www.w3.org/2000/svg"><desc>${trail.difficulty}</desc></svg>`);
    // At the address of its current version it never changes: cached for good.
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Compressed for a browser that accepts it, and revalidated by its ETag.
    const br = await app.inject({
      url: `/api/routes/${trail.id}/illustration.svg`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const again = await app.inject({
      url: `/api/routes/${trail.id}/illustration.svg`,
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates an illustration asked for at another version, and has none for an unknown trail', async () => {
    const [trail] = (await app.inject('/api/routes')).json() as Trail[];
    const stale = await app.inject(`/api/routes/${trail.id}/illustration.svg?v=older`);
    expect(stale.statusCode).toBe(200);
    expect(stale.headers['cache-control']).toBe('no-cache');
    const unknown = await app.inject('/api/routes/999999/illustration.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No illustration for this trail' });
    const bad = await app.inject('/api/routes/abc/illustration.svg');
    expect(bad.statusCode).toBe(400);
    const long = await app.inject(`/api/routes/${trail.id}/illustration.svg?v=${'x'.repeat(41)}`);
    expect(long.statusCode).toBe(400);
  });
});

describe('illustrations without the server build', () => {
  it('are not there: the app then draws them itself', async () => {
    const { app, close } = await createTestApp({ WEB_DIST: fakeBuild({ 'dist/index.html': SHELL }) });
    try {
      const [trail] = (await app.inject('/api/routes')).json() as Trail[];
      const res = await app.inject(`/api/routes/${trail.id}/illustration.svg`);
      expect(res.statusCode).toBe(404);
    } finally {
      await close();
    }
  });
});
