import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { featuredVideos, type PageSeed } from '@trailfinder/shared-types';
import { z } from 'zod';
import { ReviewRepository } from '../reviews/index.js';
import { clientConfig } from '../site/index.js';
import { TrailSchema } from '../trails/index.js';
import { looksWide, PageRenderer, SCREEN_HINT_HEADERS } from './page-renderer.js';
import { trailIllustrationRoute } from './illustration.routes.js';
import { PageTemplate } from './page-template.js';
import { trailHeadTags } from './trail-meta.js';
import { precompressed, sendCachedJson, type Entry } from '../../plugins/app/json-cache.js';

export interface RenderedPagesOptions {
  /** The built web app (web/dist); without it a minimal page carries the tags. */
  distDir: string;
}

/**
 * The rendered home page holds the whole catalogue for the browser to hydrate from (~1.4 KB per
 * trail): fine for the real catalogue (under 100 trails); a catalogue past this size gets the app
 * shell, which syncs it into IndexedDB as before.
 */
const HOME_SEED_MAX_TRAILS = 1_000;

/**
 * The pages the server renders: the home page and trail pages, with their content in the HTML
 * (page-renderer.ts). A link to /routes/{id} shared in WhatsApp or Facebook is fetched by a bot
 * that runs no JavaScript, so a trail page's head also names the trail (trail-meta.ts).
 * Registered before the SPA fallback, which serves other paths.
 */
const renderedPages: FastifyPluginAsyncZod<RenderedPagesOptions> = async (app, opts) => {
  const template = new PageTemplate(opts.distDir);
  const renderer = await PageRenderer.load(opts.distDir, app.log);
  const notFoundPage = template.withHead('<meta name="robots" content="noindex" />');
  const plainHome = await precompressed(Buffer.from(template.html));
  const config = clientConfig(app);
  const reviews = new ReviewRepository(app.em);
  /**
   * A home page made from the current snapshot's trails and featured videos by `make`: once per
   * catalogue change (`key`), shared by all. The page carries every trail; past this many, the
   * plain shell is lighter.
   */
  const homeFromSnapshot = async (key: string, make: (seed: PageSeed) => Promise<string> | string) => {
    const snapshot = await app.catalogue.snapshot();
    if (snapshot.trails.length > HOME_SEED_MAX_TRAILS) return null;
    return snapshot.memo(key, async () =>
      precompressed(
        Buffer.from(await make({ trails: snapshot.trails, config, videos: featuredVideos(snapshot.videos) })),
      ),
    );
  };
  /** The home page rendered on the server, in the layout of a wide or a narrow screen. */
  const renderedHome = (wide: boolean) =>
    homeFromSnapshot(`home-page ${wide}`, (seed) => renderer.fill(template.html, '/', { ...seed, wide }));
  /**
   * A filtered home address (`/?province=...`): the app shell with the snapshot's trails beside it,
   * so the browser lists the matching trails as soon as the app runs instead of after its first
   * sync. Not rendered here: its list depends on the address, and every address would be a render.
   */
  const seededHome = () => homeFromSnapshot('home-seed-only', (seed) => renderer.seedOnly(template.html, seed));

  /**
   * PUBLIC_URL only: a Host header is whatever the client typed, so taking URLs from it would let
   * anyone make the sitemap and link previews advertise another site.
   */
  const siteBase = app.config.PUBLIC_URL;

  /** A trail's page with its head tags and content, or null for no such trail. */
  const trailPage = async (id: number, wide: boolean) => {
    const snapshot = await app.catalogue.snapshot();
    const seed = snapshot.trailById.get(id);
    if (!seed) return null;
    return snapshot.memo(`trail-page ${id} ${siteBase} ${wide}`, async () => {
      const trail = await app.orm.em.fork().findOne(TrailSchema, { id, deletedAt: null });
      if (!trail) return null;
      const shell = template.withHead(trailHeadTags(trail, siteBase));
      const tracks = snapshot.tracks.filter((r) => r.routeId === id);
      // Every review posted or moderated changes the catalogue, so this render follows them too.
      const reviewList = await reviews.listForTrail(id);
      return precompressed(
        Buffer.from(
          await renderer.fill(shell, `/routes/${id}`, { trail: seed, wide, config, tracks, reviews: reviewList }),
        ),
      );
    });
  };

  /** A page as HTML, revalidated on each visit; rendered pages depend on the layout guess. */
  const sendPage = (req: FastifyRequest, reply: FastifyReply, page: Entry) =>
    sendCachedJson(
      req,
      reply,
      page,
      'no-cache',
      'text/html; charset=utf-8',
      renderer.enabled ? SCREEN_HINT_HEADERS : [],
    );

  // The first render of a page also loads its code: done at start, not while the first rider waits.
  if (renderer.enabled) {
    app.addHook('onReady', async () => {
      renderedHome(false)
        .then(async () => trailPage((await app.catalogue.snapshot()).trails[0]?.id ?? 0, false))
        .catch((err: unknown) => app.log.warn({ err }, 'pages not rendered ahead'));
    });
  }

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
      // Made and compressed once per trail and catalogue change (modules/catalogue): a link shared
      // to a group and opened by everyone at once neither queues on the database nor compresses
      // the page for each of them.
      const page = await trailPage(id, looksWide(req.headers));
      // Unknown trail: the app shell still loads and shows its 'Trail Not Found' page.
      if (!page) return reply.code(404).send(notFoundPage);
      return sendPage(req, reply, page);
    },
  );

  trailIllustrationRoute(app, renderer);

  app.get(
    '/',
    {
      compress: false,
      schema: {
        tags: ['site'],
        summary: 'The home page, its hero and first trails already in the HTML',
        produces: ['text/html'],
        response: { 200: z.string() },
      },
    },
    async (req, reply) => {
      // Filters in the address are applied by the app, which reads them as it starts: such a link
      // gets the app shell and the trails to filter, not a page rendered with other trails than the
      // ones it will show.
      const filtered = req.url.includes('?');
      const page = filtered
        ? ((await seededHome()) ?? plainHome)
        : renderer.enabled
          ? ((await renderedHome(looksWide(req.headers))) ?? plainHome)
          : plainHome;
      return sendPage(req, reply, page);
    },
  );
};

export default renderedPages;
