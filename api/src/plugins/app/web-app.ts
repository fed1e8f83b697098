import fp from 'fastify-plugin';
import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import fastifyStatic from '@fastify/static';

export interface WebAppOptions {
  /** The built web app (web/dist). When missing, only the API is served. */
  distDir: string;
}

/**
 * Serves the built PWA: hashed assets cached for a year, everything else revalidated, and an SPA
 * fallback so deep links such as /routes/12 load index.html. Unknown /api paths get a JSON 404.
 */
export default fp<WebAppOptions>(
  async (app, { distDir }) => {
    const indexFile = path.join(distDir, 'index.html');
    const hasWeb = existsSync(indexFile);
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // Served by modules/site/link-preview.ts; a copy in web/dist would be a duplicate route.
        globIgnore: ['robots.txt', 'sitemap.xml'],
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, no-cache');
        },
      });
    } else {
      app.log.warn({ distDir }, 'web app not built: serving the API only');
    }
    const indexHtml = hasWeb ? readFileSync(indexFile, 'utf8') : '';

    app.setNotFoundHandler((req, reply) => {
      const wantsPage = req.method === 'GET' && !req.url.startsWith('/api') && hasWeb;
      if (!wantsPage) return reply.code(404).send({ message: 'Not found' });
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    });
  },
  { name: 'web-app' },
);
