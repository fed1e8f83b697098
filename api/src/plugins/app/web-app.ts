import fp from 'fastify-plugin';
import { loadStaticFiles, sendStaticFile } from './static-files.js';

export interface WebAppOptions {
  /** The built web app (web/dist). When missing, only the API is served. */
  distDir: string;
}

/**
 * Serves the built PWA from memory with the brotli/gzip copies written at build time (nothing is
 * compressed per request): hashed assets cached for a year, everything else revalidated with its
 * ETag, and an SPA fallback so deep links such as /videos load index.html. Unknown /api paths
 * get a JSON 404.
 */
export default fp<WebAppOptions>(
  async (app, { distDir }) => {
    // Served by modules/site/crawler-files.ts; a copy in web/dist would be a duplicate route.
    const files = loadStaticFiles(distDir, ['/robots.txt', '/sitemap.xml']);
    const index = files.get('/index.html');
    if (!index) app.log.warn({ distDir }, 'web app not built: serving the API only');
    // Already compressed (or too small to be worth it): the compress plugin must leave them alone.
    for (const [url, file] of files) {
      app.get(url, { compress: false, schema: { hide: true } }, (req, reply) => sendStaticFile(req, reply, file));
    }
    // '/' is the server-rendered home page (modules/page-rendering).

    app.setNotFoundHandler((req, reply) => {
      const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && index;
      if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
      return sendStaticFile(req, reply, index);
    });
  },
  { name: 'web-app' },
);
