import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RecommendedNews } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { atomFeed, startFeedServer, type FeedServer } from './support/feed-server.js';
import { NewsAnalysisSchema } from '../src/modules/news/news.entity.js';
import { seedNews } from '../src/seeders/catalogue.js';

const DAY = 86_400_000;
const WC_REASON = 'Mentions Western Cape, where you have been browsing trails';

let server: FeedServer;
let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  // One feed from abroad, so the new-session ranking has non-South-African news to rank lower.
  server = await startFeedServer({
    '/world': {
      contentType: 'application/atom+xml',
      body: atomFeed('Alpine Dirt', [
        {
          title: 'Bike park season opens in the Alps',
          link: 'https://alpine-dirt.test/bike-park-season',
          description: 'Lifts are spinning again in Morzine and Les Gets.',
          published: new Date(Date.now() - 2 * DAY),
        },
      ]),
    },
  });
  ({ app, close } = await createTestApp({ NEWS_FEEDS: server.url('/world') }));
  await app.news.refresh();
});
afterAll(async () => {
  await close();
  await server.close();
});

const recommend = async (session?: string, query = '?limit=100') => {
  const res = await app.inject({
    url: `/api/recommendations/news${query}`,
    headers: session ? { 'x-session-id': session } : {},
  });
  expect(res.statusCode).toBe(200);
  return res.json() as RecommendedNews[];
};
const track = (session: string, body: object) =>
  app.inject({ method: 'POST', url: '/api/track', headers: { 'x-session-id': session }, payload: body });
const rank = (list: RecommendedNews[], id: number) => list.findIndex((n) => n.id === id);

describe('GET /api/recommendations/news', () => {
  it('gives a new session a sensible ranking: recent South African news first, with reasons', async () => {
    const list = await recommend('brand-new-session');
    expect(list).toHaveLength(seedNews.length + 1);
    for (const n of list) {
      expect(n.recommendationScore).toBeGreaterThanOrEqual(0);
      expect(n.recommendationScore).toBeLessThanOrEqual(1);
      expect(n.recommendationReasons.length).toBeGreaterThan(0);
    }
    const scores = list.map((n) => n.recommendationScore);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    const local = list.find((n) => n.source === 'Bicycling South Africa')!;
    expect(local.recommendationReasons[0]).toBe('Latest from South African mountain biking');
    const alps = list.find((n) => n.source === 'Alpine Dirt')!;
    expect(alps.recommendationReasons[0]).toBe('Latest mountain biking news');
    expect(alps.recommendationReasons).toContain('Fresh this week');
    // Same age band, but the South African story of similar age ranks above the Alps one.
    const sa2days = list.find((n) => n.url === seedNews.find((s) => s.daysAgo === 2)!.url)!;
    expect(rank(list, sa2days.id)).toBeLessThan(rank(list, alps.id));
    // Without a header: the same generic ranking.
    expect((await recommend()).map((n) => n.id)).toEqual(list.map((n) => n.id));
  });

  it('moves Western Cape stories up after the session views Western Cape trails', async () => {
    const s = 'rider-wc-0001';
    const before = await recommend(s);
    for (let i = 0; i < 6; i++) {
      const res = await track(s, {
        interactionType: 'trail_view',
        entityId: 100 + i,
        metadata: { province: 'Western Cape', difficulty: 'moderate', distance: 20 },
      });
      expect(res.statusCode).toBe(202);
    }
    const after = await recommend(s);
    expect(after.map((n) => n.id).sort()).toEqual(before.map((n) => n.id).sort());

    const analyses = await app.orm.em.fork().find(NewsAnalysisSchema, {});
    const wc = new Set(analyses.filter((a) => a.geoRelevance.includes('Western Cape')).map((a) => a.newsId));
    expect(wc.size).toBeGreaterThan(2);
    expect(wc.size).toBeLessThan(after.length);

    // Every Western Cape story says why, and no other story claims it.
    for (const n of after) expect(n.recommendationReasons.includes(WC_REASON)).toBe(wc.has(n.id));
    const mean = (list: RecommendedNews[]) => [...wc].reduce((sum, id) => sum + rank(list, id), 0) / wc.size;
    expect(mean(after)).toBeLessThan(mean(before));
    // The lowest-ranked Western Cape story before is higher now.
    const lowest = [...wc].sort((a, b) => rank(before, b) - rank(before, a))[0];
    expect(rank(after, lowest)).toBeLessThan(rank(before, lowest));
    expect(wc.has(after[0].id)).toBe(true);
    for (const n of after) {
      expect(n.recommendationScore).toBeGreaterThanOrEqual(0);
      expect(n.recommendationScore).toBeLessThanOrEqual(1);
    }
  });

  it('learns topics and sources from article clicks', async () => {
    const s = 'rider-reader-01';
    const pinkbike = (await recommend(s)).filter((n) => n.source === 'Pinkbike');
    expect(pinkbike.length).toBeGreaterThan(1);
    for (const n of pinkbike) {
      const res = await track(s, {
        interactionType: 'article_click',
        entityId: String(n.id),
        entityType: 'news',
        metadata: { source: n.source, category: n.category, title: n.title },
      });
      expect(res.statusCode).toBe(202);
    }
    const after = await recommend(s);
    const fromPinkbike = after.filter((n) => n.source === 'Pinkbike');
    for (const n of fromPinkbike) expect(n.recommendationReasons).toContain('From Pinkbike, a source you read');
    const topical = after.filter((n) => n.recommendationReasons.some((r) => r.endsWith('a topic you read')));
    expect(topical.length).toBeGreaterThan(0);
    expect(topical[0].recommendationReasons.find((r) => r.startsWith('About '))).toMatch(
      /^About [a-z -]+, a topic you read$/,
    );
  });

  it('honours limit and rejects bad input with 400', async () => {
    expect(await recommend('limit-session-1', '')).toHaveLength(Math.min(40, seedNews.length + 1));
    expect(await recommend('limit-session-1', '?limit=5')).toHaveLength(5);
    for (const q of ['?limit=0', '?limit=101', '?limit=many']) {
      const res = await app.inject({
        url: `/api/recommendations/news${q}`,
        headers: { 'x-session-id': 'limit-session-1' },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/limit/);
    }
    const bad = await app.inject({ url: '/api/recommendations/news', headers: { 'x-session-id': 'no' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/X-Session-Id/);
  });

  it('is never cached by a shared cache', async () => {
    const res = await app.inject({ url: '/api/recommendations/news', headers: { 'x-session-id': 'cache-check-1' } });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});
