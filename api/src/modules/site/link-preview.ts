import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { TrailSchema } from '../trails/trail.entity.js';
import { PageTemplate } from './page-template.js';
import { escapeHtml, trailHeadTags } from './trail-meta.js';

export interface LinkPreviewOptions {
  /** The built web app (web/dist); without it a minimal page carries the tags. */
  distDir: string;
}

/** Public pages worth indexing besides the trails (favourites are per device, the dashboard is private). */
export const SITEMAP_STATIC_PATHS = ['/', '/videos', '/about-us', '/privacy-policy', '/terms-of-service'];

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * Link previews and crawler files. A link to /routes/{id} shared in WhatsApp or Facebook is
 * fetched by a bot that runs no JavaScript, so the server answers with the web app's page whose
 * head already names the trail. Registered before the SPA fallback, which serves other paths.
 */
const linkPreview: FastifyPluginAsyncZod<LinkPreviewOptions> = async (app, opts) => {
  const template = new PageTemplate(opts.distDir);
  const notFoundPage = template.withHead('<meta name="robots" content="noindex" />');

  /** PUBLIC_URL when set (use it in production); otherwise the address the request came to. */
  const siteBase = (req: FastifyRequest) => {
    if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL.replace(/\/+$/, '');
    const host = HOST.test(req.host) ? req.host : 'localhost';
    return `${req.protocol}://${host}`;
  };

  app.get(
    '/routes/:id',
    {
      schema: {
        tags: ['site'],
        summary: "The trail page's HTML with its title, Open Graph, Twitter card and JSON-LD tags",
        params: z.object({ id: z.string() }),
        produces: ['text/html'],
        response: { 200: z.string(), 404: z.string() },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
      const id = /^\d{1,9}$/.test(req.params.id) ? Number(req.params.id) : 0;
      const trail = id > 0 ? await app.em().findOne(TrailSchema, { id, deletedAt: null }) : null;
      // Unknown trail: the app shell still loads and shows its 'Trail Not Found' page.
      if (!trail) return reply.code(404).send(notFoundPage);
      return template.withHead(trailHeadTags(trail, siteBase(req)));
    },
  );

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
      const base = siteBase(req);
      const entry = (path: string, lastmod?: string) =>
        `  <url><loc>${escapeHtml(base + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
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
        `Sitemap: ${siteBase(req)}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(text);
    },
  );
};

export default linkPreview;
