import fp from 'fastify-plugin';
import { NewsService } from './news-ingestion.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Feed ingestion and analysis; `refresh()` runs one round now (tests call it directly). */
    news: NewsService;
  }
}

/**
 * Starts reading the news feeds once the app is ready, without delaying start-up, then every
 * NEWS_REFRESH_MINUTES; with several instances on one PostgreSQL, one of them refreshes at a time
 * (the others skip that round). Under NODE_ENV=test nothing is scheduled: tests call `app.news.refresh()`.
 */
export default fp(
  async (app) => {
    const { config } = app;
    const service = new NewsService({
      orm: app.orm,
      trails: app.trails,
      log: app.log.child({ module: 'news' }),
      feeds: config.NEWS_FEEDS,
      timeoutMs: config.NEWS_TIMEOUT_MS,
      userAgent: `TrailFinderZA/0.1 (mountain-bike trail directory; +${config.PUBLIC_URL})`,
      exclusive: (name, job) => app.cluster.runExclusive(name, job),
      onChange: () => app.catalogue.changed(),
    });
    app.decorate('news', service);

    let timer: NodeJS.Timeout | undefined;
    if (config.NODE_ENV !== 'test') {
      const refresh = () => {
        service.refresh().catch((err: Error) => app.log.error({ err }, 'news refresh failed'));
      };
      app.addHook('onReady', async () => {
        refresh(); // not awaited: the server listens at once, articles appear as feeds answer
        timer = setInterval(refresh, config.NEWS_REFRESH_MINUTES * 60_000);
        timer.unref();
      });
    }
    // preClose runs before the database closes: stop the timer, cancel fetches, let writes finish.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await service.close();
    });
  },
  { name: 'news', dependencies: ['orm', 'trails', 'cluster', 'catalogue'] },
);
