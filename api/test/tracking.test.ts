import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { NewsArticle, TrackBody } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { UserInteractionSchema, UserPreferencesSchema } from '../src/modules/tracking/tracking.entity.js';
import { NewsAnalysisSchema } from '../src/modules/news/news.entity.js';
import { TRACK_RATE_LIMIT } from '../src/modules/tracking/tracking.routes.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  // TRUST_PROXY 1: the tests play several client addresses through X-Forwarded-For.
  ({ app, close } = await createTestApp({ NEWS_FEEDS: '', TRUST_PROXY: '1' }));
  await app.news.refresh(); // no feeds: analyses the sample articles
});
afterAll(async () => close());

const track = (session: string | undefined, body: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/track',
    headers: { ...(session ? { 'x-session-id': session } : {}), ...headers },
    payload: body as object,
  });

const prefsOf = (sessionId: string) => app.orm.em.fork().findOne(UserPreferencesSchema, { sessionId });
const interactionsOf = (sessionId: string) => app.orm.em.fork().find(UserInteractionSchema, { sessionId });

describe('POST /api/track', () => {
  it('accepts an interaction with 202 and stores it without the raw IP address', async () => {
    const res = await track(
      'session-accept-1',
      { interactionType: 'trail_view', entityId: 42, entityType: 'route', metadata: { province: 'Gauteng' } },
      { 'user-agent': `Mozilla/5.0 ${'x'.repeat(800)}`, 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ ok: true });
    const [row] = await interactionsOf('session-accept-1');
    expect(row).toMatchObject({ interactionType: 'trail_view', entityId: '42', entityType: 'route' });
    expect(row.metadata).toEqual({ province: 'Gauteng' });
    expect(row.userAgent).toHaveLength(500);
    expect(row.ipHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ipHash).not.toContain('203.0.113.9');
  });

  it('needs a valid X-Session-Id', async () => {
    const body = { interactionType: 'page_view' };
    const missing = await track(undefined, body);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/X-Session-Id header is required/);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(65), 'semi;colon;id']) {
      const res = await track(bad, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/X-Session-Id/);
    }
  });

  it('rejects a bad payload with 400 naming the field', async () => {
    const cases: Array<[unknown, RegExp]> = [
      [{ interactionType: 'mouse_wiggle' }, /interactionType/],
      [{}, /interactionType/],
      [{ interactionType: 'search', metadata: { blob: 'x'.repeat(600) } }, /metadata/],
      [{ interactionType: 'search', metadata: { nested: { a: 1 } } }, /metadata/],
      [{ interactionType: 'search', metadata: ['a'] }, /metadata/],
      [
        {
          interactionType: 'search',
          metadata: Object.fromEntries([...Array(8)].map((_, i) => [`k${i}`, 'y'.repeat(400)])),
        },
        /metadata.*2048/,
      ],
      [
        { interactionType: 'search', metadata: Object.fromEntries([...Array(25)].map((_, i) => [`k${i}`, i])) },
        /metadata.*20 keys/,
      ],
      [{ interactionType: 'search', clientId: 'bad id!' }, /clientId/],
      [{ interactionType: 'search', entityId: 'x'.repeat(101) }, /entityId/],
    ];
    for (const [body, message] of cases) {
      const res = await track('session-bad-payload', body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/track',
      headers: { 'x-session-id': 'session-bad-payload', 'content-type': 'application/json' },
      payload: '{"interactionType":',
    });
    expect(notJson.statusCode).toBe(400);
    const huge = await track('session-bad-payload', { interactionType: 'search', metadata: { q: 'x'.repeat(40_000) } });
    expect(huge.statusCode).toBe(413);
    expect(await interactionsOf('session-bad-payload')).toEqual([]);
  });

  it("updates the session's preferences: provinces, difficulties, topics, sources, skill level, count", async () => {
    const s = 'session-prefs-1';
    const article = ((await app.inject('/api/news?category=racing')).json() as NewsArticle[])[0];
    const analysis = await app.orm.em.fork().findOneOrFail(NewsAnalysisSchema, { newsId: article.id });
    const sent: TrackBody[] = [
      { interactionType: 'trail_view', entityId: '7', metadata: { province: 'Western Cape', difficulty: 'hard' } },
      { interactionType: 'trail_view', entityId: '8', metadata: { province: 'western cape', difficulty: 'expert' } },
      { interactionType: 'province_filter', metadata: { province: 'KwaZulu-Natal' } },
      { interactionType: 'province_filter', metadata: { province: 'all' } },
      { interactionType: 'difficulty_filter', metadata: { difficulty: 'moderate' } },
      { interactionType: 'search', metadata: { query: 'jonkershoek', resultCount: 2 } },
      {
        interactionType: 'article_click',
        entityId: String(article.id),
        entityType: 'news',
        metadata: { source: article.source },
      },
    ];
    for (const body of sent) expect((await track(s, body)).statusCode).toBe(202);

    const p = (await prefsOf(s))!;
    expect(p.preferredProvinces).toEqual({ 'Western Cape': 2, 'KwaZulu-Natal': 1 });
    expect(p.preferredDifficulties).toEqual({ hard: 2, moderate: 1 });
    expect(p.skillLevel).toBe('advanced');
    expect(p.preferredSources).toEqual({ [article.source]: 1 });
    for (const t of [...analysis.topics, 'racing']) expect(p.preferredNewsTopics[t]).toBe(1);
    expect(p.interactionCount).toBe(sent.length);
    expect(Date.now() - p.lastActive.getTime()).toBeLessThan(60_000);
  });

  it('counts a retried clientId once', async () => {
    const s = 'session-outbox-1';
    const body = {
      interactionType: 'trail_view',
      metadata: { province: 'Limpopo', difficulty: 'easy' },
      clientId: 'c0ffee00-1111-2222-3333-444455556666',
    };
    expect((await track(s, body)).statusCode).toBe(202);
    const retry = await track(s, body);
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toEqual({ ok: true });
    expect(await interactionsOf(s)).toHaveLength(1);
    const p = (await prefsOf(s))!;
    expect(p.interactionCount).toBe(1);
    expect(p.preferredProvinces).toEqual({ Limpopo: 1 });
    expect(p.skillLevel).toBe('beginner');
  });

  it('keeps counting when one session sends many interactions at once', async () => {
    const s = 'session-burst-1';
    const results = await Promise.all(
      [...Array(10)].map(() => track(s, { interactionType: 'trail_view', metadata: { province: 'Free State' } })),
    );
    expect(results.every((r) => r.statusCode === 202)).toBe(true);
    const p = (await prefsOf(s))!;
    expect(p.interactionCount).toBe(10);
    expect(p.preferredProvinces).toEqual({ 'Free State': 10 });
  });

  it('limits calls per client address with 429', async () => {
    const from = { 'x-forwarded-for': '198.51.100.77' };
    // Invalid bodies are refused before any database work, and still count.
    for (let i = 0; i < TRACK_RATE_LIMIT.max; i++) {
      expect((await track('session-flood-1', { interactionType: 'nope' }, from)).statusCode).toBe(400);
    }
    const res = await track('session-flood-1', { interactionType: 'page_view' }, from);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many interactions/);
    // Another address is not affected.
    expect((await track('session-flood-2', { interactionType: 'page_view' })).statusCode).toBe(202);
  });
});
