import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import { adminConfig, bearer, listRoutes, login, newClientIp } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
});
afterAll(async () => close());

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';

// Path segments as an attacker would spell them: NUL, broken UTF-8, a lone surrogate, numbers
// past every range, wrong types.
const PATH_VALUES = ['%00', 'a%00b', '%ED%A0%80', '%F0%9F', '99999999999999', '1e999', '-1', '0', 'abc', '%22%5B%5D'];
const QUERY =
  '?since=99999&since2=-1&id=%00&search=a%00b&province=%ED%A0%80&location=%ED%A0%80&limit=1e308' +
  '&category=%00&type=%00&difficulty=%00&page=99999999999999999999&offset=-99999999999';
const BODIES: unknown[] = [
  {
    name: NUL,
    comment: NUL,
    rating: 3,
    username: NUL,
    password: NUL,
    title: LONE,
    description: LONE,
    interactionType: 'search',
    metadata: { [NUL]: LONE },
  },
  { rating: 1e308, distance: 1e308, elevation: 99999999999, orderIndex: -1e308, maxParticipants: 1e20, id: 2 ** 53 },
  { name: 42, comment: [], rating: '5', username: {}, password: null, tags: 'x', coordinates: { a: 1 } },
  [NUL, LONE, 1e308],
  'just text',
  null,
];

/** Every route the app registered, with ':param' and '*' filled with a hostile value. */
function hostileRequests(): InjectOptions[] {
  const out: InjectOptions[] = [];
  for (const { method, url } of listRoutes(app)) {
    // Signing out would end the session the rest of the walk uses; it reads no input anyway.
    if (url === '/api/admin/logout') continue;
    // A route without parameters is the same route whatever is substituted: walk it once.
    for (const value of /[:*]/.test(url) ? PATH_VALUES : ['']) {
      const path = url.replace(/:[A-Za-z]+/g, value).replace('*', value);
      out.push({ method: method as InjectOptions['method'], url: path + QUERY });
      if (method === 'GET' || method === 'HEAD') continue;
      for (const body of BODIES) {
        out.push({
          method: method as InjectOptions['method'],
          url: path,
          payload: JSON.stringify(body),
          headers: { 'content-type': 'application/json' },
        });
      }
    }
  }
  return out;
}

describe('hostile input on every route', () => {
  it('never answers 5xx, signed out or signed in as the admin, with or without a session id', async () => {
    const requests = hostileRequests();
    expect(requests.length).toBeGreaterThan(200);
    const failures: string[] = [];
    for (const req of requests) {
      for (const extra of [{}, { ...bearer(token), 'x-session-id': 'hostile-session-1' }]) {
        // A fresh address each time: the per-client rate limits must not hide the validation.
        const headers = { ...req.headers, ...extra, 'x-forwarded-for': newClientIp() };
        const res = await app.inject({ ...req, headers });
        if (res.statusCode >= 500)
          failures.push(`${req.method} ${req.url} ${String(req.payload)} -> ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});

describe('unsafe text and numbers are a 400 that names the field', () => {
  const review = (body: object, id = '1') =>
    app.inject({
      method: 'POST',
      url: `/api/routes/${id}/reviews`,
      headers: { 'x-forwarded-for': newClientIp(), 'content-type': 'application/json' },
      payload: JSON.stringify({ rating: 4, comment: 'Good flow', name: 'Thandi', ...body }),
    });

  it('refuses a NUL character in a review comment', async () => {
    const res = await review({ comment: 'Good\u0000flow' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid body: comment: must not contain NUL characters (\\u0000)');
  });

  it('refuses a lone surrogate in a name, and keeps a real emoji', async () => {
    const bad = await review({ name: 'Th\uD83Dandi' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid body: name: must not contain unpaired surrogate characters');
    const good = await review({ name: 'Thandi 🚵' });
    expect(good.statusCode).toBe(201);
    expect(good.json().reviewerName).toBe('Thandi 🚵');
  });

  it('refuses NUL in a login, a news category and a tracking metadata key', async () => {
    const loginRes = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': newClientIp() },
      payload: { username: 'ad\u0000min', password: 'x' },
    });
    expect(loginRes.statusCode).toBe(400);
    expect(loginRes.json().message).toMatch(/username: must not contain NUL/);
    const news = await app.inject('/api/news?category=a%00b');
    expect(news.statusCode).toBe(400);
    expect(news.json().message).toMatch(/category: must not contain NUL/);
    const track = await app.inject({
      method: 'POST',
      url: '/api/track',
      headers: {
        'x-session-id': 'session-nul-test',
        'x-forwarded-for': newClientIp(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ interactionType: 'search', metadata: { ['q\u0000']: 'x' } }),
    });
    expect(track.statusCode).toBe(400);
    expect(track.json().message).toMatch(/field name must not contain NUL/);
  });

  it('refuses an id past the database range and a sync cursor outside the calendar', async () => {
    const trail = await app.inject('/api/routes/99999999999');
    expect(trail.statusCode).toBe(400);
    expect(trail.json().message).toBe('Invalid path: id: id is out of range');
    for (const since of ['99999', '-1', '275760-09-13', '1969-12-31T23:59:59Z']) {
      const res = await app.inject({ url: '/api/sync', query: { since } });
      expect(res.statusCode, since).toBe(400);
      expect(res.json().message).toBe('Invalid query: since: since must be a cursor returned by /api/sync');
    }
  });
});

describe('client errors the router sees before any schema', () => {
  const post = (payload: string, contentType: string) =>
    app.inject({
      method: 'POST',
      url: '/api/track',
      headers: { 'content-type': contentType, 'x-session-id': 'session-raw-test' },
      payload,
    });

  it('bad JSON is a 400, a wrong content type a 415, a body too large a 413', async () => {
    const bad = await post('{"interactionType":', 'application/json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/JSON/);
    expect((await post('interactionType=search', 'application/x-www-form-urlencoded')).statusCode).toBe(415);
    expect((await post(JSON.stringify({ metadata: { q: 'x'.repeat(20_000) } }), 'application/json')).statusCode).toBe(
      413,
    );
  });
});
