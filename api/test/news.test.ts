import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NewsArticle } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { atomFeed, rssFeed, startFeedServer, type FeedEntry, type FeedServer } from './support/feed-server.js';
import { NewsAnalysisSchema, NewsArticleSchema } from '../src/modules/news/news.entity.js';
import { newsSources, seedNews } from '../src/seeders/catalogue.js';

const DAY = 86_400_000;
const ago = (days: number) => new Date(Math.floor((Date.now() - days * DAY) / 1000) * 1000);

const stellenbosch: FeedEntry = {
  title: '  New <em>singletrack</em> opens above Stellenbosch  ',
  link: 'https://trail-dispatch.test/news/new-singletrack-stellenbosch',
  description: '<p>Riders &amp; builders celebrate a <strong>new</strong> descent.</p><script>alert(1)</script>',
  content:
    '<p>The trail crew at Jonkershoek outside Stellenbosch finished a flowing new descent this week.</p>' +
    '<p>Beginners will love the wide berms, and the views over the valley are superb.</p>',
  published: ago(1),
  categories: ['Trails'],
  image: 'https://trail-dispatch.test/img/stellenbosch.jpg',
};
const racing: FeedEntry = {
  title: 'Enduro results: locals take the podium',
  link: 'https://trail-dispatch.test/news/enduro-results',
  description: 'A close finish decided the overall classification.',
  published: ago(3),
  categories: ['Racing'],
};
const longTitle: FeedEntry = {
  title: `Gravel ${'and more gravel '.repeat(60)}`,
  link: 'https://trail-dispatch.test/news/long-title',
  description: 'A very long headline.',
  published: ago(4),
};
const atomGear: FeedEntry = {
  title: 'Tested: three trail helmets for hot summers',
  link: 'https://singletrack.test/reviews/helmets',
  description: '<p>Ventilation &amp; fit, compared on long climbs.</p>',
  content: '<p>We rode each helmet for a month in the heat. The review covers fit, weight and ventilation.</p>',
  published: ago(2),
};
const atomRace: FeedEntry = {
  title: 'World Cup racing heads to Pietermaritzburg',
  link: 'https://singletrack.test/racing/pmb-world-cup',
  description: 'The cross-country circuit returns to the KwaZulu-Natal capital.',
  published: ago(6),
  categories: ['Race News'],
};

let server: FeedServer;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  server = await startFeedServer({
    '/rss': { body: rssFeed('Trail Dispatch', [stellenbosch, racing, longTitle]) },
    // A known sample source: its articles keep the source's fixed colour.
    '/atom': { contentType: 'application/atom+xml', body: atomFeed('Singletrack World', [atomGear, atomRace]) },
    '/broken': { body: '<?xml version="1.0"?><rss version="2.0"><channel><title>Broken</title><item><title>Half' },
    '/fails': { status: 500, contentType: 'text/plain', body: 'Internal Server Error' },
    '/not-a-feed': { contentType: 'text/html', body: '<html><body><h1>Welcome</h1></body></html>' },
    '/hangs': 'hang',
  });
  const feeds = ['/rss', '/broken', '/fails', '/hangs', '/not-a-feed', '/atom'].map((p) => server.url(p));
  ({ app, close } = await createTestApp({ NEWS_FEEDS: feeds.join(','), NEWS_TIMEOUT_MS: '5000' }));
});
afterAll(async () => {
  await close();
  await server.close();
});

const news = async (query = '') => {
  const res = await app.inject(`/api/news${query}`);
  expect(res.statusCode).toBe(200);
  return res.json() as NewsArticle[];
};
const byUrl = async (url: string) => (await news('?limit=100')).find((n) => n.url === url);

describe('news ingestion', () => {
  it('stores RSS 2.0 and Atom articles and skips malformed, failing, non-feed and silent feeds', async () => {
    const report = await app.news.refresh();
    const status = Object.fromEntries(report.feeds.map((f) => [new URL(f.url).pathname, f]));
    expect(status['/rss']).toMatchObject({ ok: true, source: 'Trail Dispatch', added: 3 });
    expect(status['/atom']).toMatchObject({ ok: true, source: 'Singletrack World', added: 2 });
    expect(status['/broken']).toMatchObject({ ok: false, added: 0 });
    expect(status['/broken'].error).toMatch(/malformed/i);
    expect(status['/fails'].error).toBe('HTTP 500');
    expect(status['/not-a-feed'].error).toMatch(/not an RSS or Atom feed/);
    expect(status['/hangs'].error).toMatch(/no answer within 5000 ms/);
    expect(server.hits.get('/hangs')).toBe(1);
    // Later refreshes need not wait for it again.
    server.set('/hangs', { status: 503, contentType: 'text/plain', body: 'busy' });

    const all = await news('?limit=100');
    expect(all).toHaveLength(seedNews.length + 5);
    // The server is still fine after the bad feeds.
    expect((await app.inject('/api/stats')).statusCode).toBe(200);
  });

  it('stores clean text: trimmed titles, descriptions without HTML, images, dates and sources', async () => {
    const a = (await byUrl(stellenbosch.link))!;
    expect(a.title).toBe('New singletrack opens above Stellenbosch');
    expect(a.description).toBe('Riders & builders celebrate a new descent.');
    expect(a.content).toContain('The trail crew at Jonkershoek');
    expect(a.content).not.toMatch(/<[a-z]/i);
    expect(a.imageUrl).toBe(stellenbosch.image);
    expect(a.publishedAt).toBe(stellenbosch.published.toISOString());
    expect(a.source).toBe('Trail Dispatch');
    expect(a.sourceColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(a.category).toBe('trails');
    expect(a.isActive).toBe(true);

    const r = (await byUrl(racing.link))!;
    expect(r.category).toBe('racing');
    expect(r.sourceColor).toBe(a.sourceColor); // one colour per source

    const long = (await byUrl(longTitle.link))!;
    expect(long.title.length).toBeLessThanOrEqual(500);
    expect(long.title.endsWith('…')).toBe(true);

    const gear = (await byUrl(atomGear.link))!;
    expect(gear.source).toBe('Singletrack World');
    expect(gear.sourceColor).toBe(newsSources.find((s) => s.name === 'Singletrack World')!.color);
    expect(gear.description).toBe('Ventilation & fit, compared on long climbs.');
    expect(gear.category).toBe('reviews');
    expect((await byUrl(atomRace.link))!.category).toBe('racing');
  });

  it('skips articles it already has, and stores only what is new on the next refresh', async () => {
    const before = (await news('?limit=100')).length;
    const again = await app.news.refresh();
    expect(again.added).toBe(0);
    expect(await news('?limit=100')).toHaveLength(before);

    const fresh: FeedEntry = {
      title: 'Trail day this Saturday',
      link: 'https://trail-dispatch.test/news/trail-day',
      description: 'Bring a spade.',
      published: ago(0),
    };
    server.set('/rss', { body: rssFeed('Trail Dispatch', [fresh, stellenbosch, racing, longTitle]) });
    const third = await app.news.refresh();
    expect(third.feeds.find((f) => f.url.endsWith('/rss'))).toMatchObject({ ok: true, found: 4, added: 1 });
    const after = await news('?limit=100');
    expect(after).toHaveLength(before + 1);
    expect(after[0].url).toBe(fresh.link); // newest first
  });

  it('analyses every article once, sample articles included', async () => {
    const em = app.orm.em.fork();
    const articles = await em.count(NewsArticleSchema, {});
    const analyses = await em.find(NewsAnalysisSchema, {});
    expect(analyses).toHaveLength(articles);

    const id = (await byUrl(stellenbosch.link))!.id;
    const a = analyses.find((x) => x.newsId === id)!;
    // Stellenbosch is a town of the Western Cape (town table and trail catalogue).
    expect(a.geoRelevance).toEqual(expect.arrayContaining(['South Africa', 'Western Cape', 'Stellenbosch']));
    expect(a.topics).toContain('trails');
    expect(a.keywords).toEqual(expect.arrayContaining(['singletrack']));
    expect(a.readingTime).toBe(1);
    expect(a.sentiment).toBeGreaterThan(0);
    expect(a.sentiment).toBeLessThanOrEqual(1);
    expect(['beginner', 'intermediate', 'advanced', 'all']).toContain(a.skillLevel);

    const raceId = (await byUrl(atomRace.link))!.id;
    const race = analyses.find((x) => x.newsId === raceId)!;
    expect(race.geoRelevance).toEqual(expect.arrayContaining(['KwaZulu-Natal', 'Pietermaritzburg']));
    expect(race.topics).toContain('racing');
    expect(race.eventTypes).toEqual(expect.arrayContaining(['world-cup', 'cross-country']));

    // Another refresh does not analyse anything again.
    const stamp = a.analyzedAt.toISOString();
    expect((await app.news.refresh()).analysed).toBe(0);
    const still = await app.orm.em.fork().findOneOrFail(NewsAnalysisSchema, { newsId: id });
    expect(still.analyzedAt.toISOString()).toBe(stamp);
  });
});

describe('GET /api/news', () => {
  it('lists active articles newest first, 40 by default', async () => {
    const all = await news();
    expect(all).toHaveLength(Math.min(40, seedNews.length + 6));
    const times = all.map((n) => Date.parse(n.publishedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(await news('?limit=3')).toEqual(all.slice(0, 3));
  });

  it('filters by category without regard to letter case', async () => {
    const lower = await news('?category=racing&limit=100');
    expect(lower.length).toBeGreaterThan(1);
    expect(lower.every((n) => n.category === 'racing')).toBe(true);
    expect(await news('?category=Racing&limit=100')).toEqual(lower);
    expect(await news('?category=RACING&limit=100')).toEqual(lower);
    expect(await news('?category=all&limit=100')).toHaveLength((await news('?limit=100')).length);
    // Wildcards are plain characters.
    expect(await news('?category=%25')).toEqual([]);
    expect(await news('?category=rac_ng')).toEqual([]);
  });

  it('hides inactive and deleted articles', async () => {
    const [first, second] = await news();
    const em = app.orm.em.fork();
    (await em.findOneOrFail(NewsArticleSchema, { id: first.id })).isActive = false;
    (await em.findOneOrFail(NewsArticleSchema, { id: second.id })).deletedAt = new Date();
    await em.flush();
    const ids = (await news('?limit=100')).map((n) => n.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);
  });

  it('rejects a bad limit with 400 naming the field', async () => {
    for (const q of ['limit=0', 'limit=101', 'limit=abc', 'limit=2.5']) {
      const res = await app.inject(`/api/news?${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/limit/);
    }
  });
});
