import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewsArticle } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { rssFeed, startFeedServer, type FeedServer } from './support/feed-server.js';

let server: FeedServer;

beforeAll(async () => {
  server = await startFeedServer({
    '/rss': {
      body: rssFeed('Trail Dispatch', [
        {
          title: 'Night ride series returns to Durbanville',
          link: 'https://trail-dispatch.test/news/night-ride-series',
          description: 'Bring your lights.',
          published: new Date(),
        },
      ]),
    },
    '/hangs': 'hang',
  });
});
afterAll(async () => server.close());

describe('scheduled news refresh', () => {
  it('reads the feeds in the background once the app is ready, and closes without waiting for a silent feed', async () => {
    const { app, close } = await createTestApp({
      NODE_ENV: 'development',
      // Outside tests a generated secret would go to DATA_DIR and a password to the console.
      JWT_SECRET: '79eb166cb0a08683f1ac94a1c77394fb3ca321c7bf17419c2085ff543d60f42c',
      ADMIN_PASSWORD: 'schedule-test-password',
      NEWS_FEEDS: [server.url('/rss'), server.url('/hangs')].join(','),
      // Far longer than the test may take: closing must cancel the silent request, not wait for it.
      NEWS_TIMEOUT_MS: '60000',
    });
    // Start-up did not wait for the feeds; the article arrives shortly after.
    await vi.waitFor(
      async () => {
        const list = (await app.inject('/api/news?limit=100')).json() as NewsArticle[];
        expect(list.map((n) => n.url)).toContain('https://trail-dispatch.test/news/night-ride-series');
        expect(server.hits.get('/hangs')).toBe(1);
      },
      { timeout: 30_000, interval: 100 },
    );
    await close();
  }, 60_000);
});
