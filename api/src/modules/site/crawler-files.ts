import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Public pages worth indexing besides the trails (favourites are per device, the dashboard is private). */
export const SITEMAP_STATIC_PATHS = ['/', '/videos', '/about-us', '/privacy-policy', '/terms-of-service'];

const escapeXml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * Crawler files: sitemap.xml (the public pages and every trail) and robots.txt. Registered before
 * the SPA fallback, which serves other paths.
 */
const crawlerFiles: FastifyPluginAsyncZod = async (app) => {
  /**
   * PUBLIC_URL only: a Host header is whatever the client typed, so taking URLs from it would let
   * anyone make the sitemap advertise another site.
   */
  const siteBase = app.config.PUBLIC_URL;

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['site'],
        summary: 'Sitemap: the public pages and every trail',
        produces: ['application/xml'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const base = siteBase;
      const entry = (path: string, lastmod?: string) =>
        `  <url><loc>${escapeXml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
      const trails = await app.trails.all();
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...SITEMAP_STATIC_PATHS.map((p) => entry(p)),
        ...trails.map((t) => entry(`/routes/${t.id}`, t.updatedAt)),
        '</urlset>',
        '',
      ].join('\n');
      return reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
    },
  );

  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['site'],
        summary: 'Crawler rules and the sitemap',
        produces: ['text/plain'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      const text = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /dashboard',
        'Disallow: /api/',
        '',
        `Sitemap: ${siteBase}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text);
    },
  );
};

export default crawlerFiles;
