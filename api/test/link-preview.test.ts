import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { TrailSchema } from '../src/modules/trails/trail.entity.js';

/** Reads one tag's attribute the way a link-preview bot would (after HTML entity decoding). */
function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));
  return tag ? decode(tag[1]) : undefined;
}
const decode = (s: string) =>
  s
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&amp;', '&');
const jsonLd = (html: string) => {
  const m = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]) : undefined;
};

// Every request below claims another host: the URLs must still name PUBLIC_URL, never the Host header.
const SPOOFED = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('link previews without a built web app (built-in page)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let routes: Trail[];

  beforeAll(async () => {
    ({ app, close } = await createTestApp({ PUBLIC_URL: 'http://trails.example.org' }));
    routes = (await app.inject('/api/routes')).json();
  });
  afterAll(async () => close());

  it("answers /routes/{id} with the trail's title, description, canonical URL, OG and Twitter tags", async () => {
    const r = routes[0];
    const res = await app.inject({ url: `/routes/${r.id}?province=x`, headers: SPOOFED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(metaContent(html, 'property', 'og:title')).toBe(r.name);
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:site_name')).toBe('TrailFinder SA');
    expect(metaContent(html, 'property', 'og:url')).toBe(`http://trails.example.org/routes/${r.id}`);
    expect(html).toContain(`<link rel="canonical" href="http://trails.example.org/routes/${r.id}" />`);
    expect(decode(html.match(/<title>([^<]*)<\/title>/)![1])).toContain(r.name);
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = metaContent(html, 'name', 'description');
    expect(description).toContain(r.location);
    expect(description!.length).toBeLessThanOrEqual(200);
    expect(metaContent(html, 'property', 'og:description')).toBe(description);
    expect(metaContent(html, 'name', 'twitter:title')).toBe(r.name);
    expect(metaContent(html, 'name', 'twitter:card')).toMatch(/^summary/);
    expect(html).toContain('<div id="root"></div>');

    const ld = jsonLd(html);
    const [[lat, lng]] = JSON.parse(r.coordinates) as number[][];
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      name: r.name,
      url: `http://trails.example.org/routes/${r.id}`,
      geo: { '@type': 'GeoCoordinates', latitude: lat, longitude: lng },
      address: { addressLocality: r.location, addressRegion: r.province, addressCountry: 'ZA' },
    });
    expect(html).not.toContain('evil.example');
    // No reviews yet: search engines want a rating given by riders.
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('escapes a trail whose name and description hold quotes, < and </script>', async () => {
    const r = routes[1];
    const name = `Bob's "Big" <Climb> & </script><script>alert(1)</script>`;
    await app.orm.em
      .fork()
      .nativeUpdate(
        TrailSchema,
        { id: r.id },
        { name, description: 'Steep </script> "fun" & <b>games</b>', imageUrl: '/img/a.jpg' },
      );
    await app.inject({
      method: 'POST',
      url: `/api/routes/${r.id}/reviews`,
      payload: { rating: 5, comment: 'Great', name: 'Ann' },
    });
    const html = (await app.inject({ url: `/routes/${r.id}`, headers: { host: 'localhost:3000' } })).body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(1); // only the JSON-LD block's own end
    expect(metaContent(html, 'property', 'og:title')).toBe(name);
    expect(metaContent(html, 'property', 'og:image')).toBe('http://trails.example.org/img/a.jpg');
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    const ld = jsonLd(html);
    expect(ld.name).toBe(name);
    expect(ld.description).toBe('Steep </script> "fun" & <b>games</b>');
    expect(ld.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ratingCount: 1, bestRating: 5 });
  });

  it('answers an unknown, deleted or malformed id with the app page and 404', async () => {
    const gone = routes[2];
    await app.orm.em.fork().nativeUpdate(TrailSchema, { id: gone.id }, { deletedAt: new Date() });
    await app.catalogue.changed(); // written behind the app's back: announced as the app's writers do
    for (const url of ['/routes/999999', `/routes/${gone.id}`, '/routes/abc']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).toContain('<meta name="robots" content="noindex" />');
      expect(res.body).not.toContain('og:title');
    }
  });

  it('lists the public pages and every live trail in /sitemap.xml', async () => {
    const res = await app.inject({ url: '/sitemap.xml', headers: SPOOFED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const live = ((await app.inject('/api/routes')).json() as Trail[]).map((r) => r.id);
    expect(locs).toContain('http://trails.example.org/');
    expect(locs).toContain('http://trails.example.org/about-us');
    const trailLocs = locs.filter((l) => l.includes('/routes/'));
    expect(trailLocs.sort()).toEqual(live.map((id) => `http://trails.example.org/routes/${id}`).sort());
    expect(res.body).toMatch(/<url><loc>http:\/\/trails\.example\.org\/routes\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT/);
    expect(locs.some((l) => l.includes('/dashboard'))).toBe(false);
    expect(res.body).not.toContain('evil.example');
  });

  it('serves robots.txt pointing to the sitemap and keeping crawlers out of the dashboard and API', async () => {
    const res = await app.inject({ url: '/robots.txt', headers: SPOOFED });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /dashboard');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Sitemap: http://trails.example.org/sitemap.xml');
    expect(res.body).not.toContain('evil.example');
  });
});

describe('link previews with the built web app and PUBLIC_URL', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /\n');
    writeFileSync(
      path.join(dist, 'index.html'),
      `<!doctype html><html><head><meta charset="UTF-8" />
<meta name="description" content="Generic app description" />
<meta property="og:title" content="Generic" />
<title>TrailFinder SA: generic</title>
<script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>`,
    );
    ({ app, close } = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://trailfinder.example/' }));
  });
  afterAll(async () => {
    await close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("replaces the shell's generic tags and keeps its scripts", async () => {
    const [r] = (await app.inject('/api/routes')).json() as Trail[];
    const html = (await app.inject(`/routes/${r.id}`)).body;
    expect(html).not.toContain('Generic');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'property', 'og:title')).toBe(r.name);
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://trailfinder.example/routes/${r.id}`);
    expect(html).toContain('<script type="module" src="/assets/app.js"></script>');
  });

  it('keeps other deep links on the SPA fallback and robots.txt on the generated one', async () => {
    const favorites = await app.inject('/favorites');
    expect(favorites.statusCode).toBe(200);
    expect(favorites.body).toContain('TrailFinder SA: generic');
    expect((await app.inject('/assets/app.js')).statusCode).toBe(200);
    const robots = await app.inject('/robots.txt');
    expect(robots.body).toContain('Sitemap: https://trailfinder.example/sitemap.xml');
  });
});
