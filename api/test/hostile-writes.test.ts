import { randomUUID } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import { ADMIN, adminConfig, asAdmin, bearer, listRoutes, login, newClientIp } from './admin-test-kit.js';
import { climbingLoop, gpxText } from './support/gpx-fixtures.js';
import { tinyPng } from './support/image-bytes.js';

/**
 * Every write route of the live route table, sent a request it would accept with one value made
 * hostile at a time: NUL and a lone surrogate in each text (and each field name), a huge number
 * in each number and in the path id. Each must be a 400 naming the field and the problem, and
 * write nothing. A write route this file does not describe fails the first test, so a route
 * added later gets the same checks.
 */

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
const ids = { trail: 0, doomedTrail: 0, video: 0, event: 0, review: 0, report: 0 };

const NUL = 'a\u0000b';
const LONE = 'a\uD800b';
const HUGE = [1e308, 2 ** 64];

const gpx = (name: string) => gpxText({ name, tracks: [[climbingLoop(2000, 20, 80)]] });

interface WriteCase {
  /** A body the route accepts (JSON), or 'gpx' / 'png' for a file upload. */
  body?: Record<string, unknown> | 'gpx' | 'png';
  headers?: Record<string, string>;
  /** The path id of the row the request is about. */
  id?: () => number;
  /** Reads no input at all (nothing to make hostile). */
  noInput?: true;
}

const trailBody = {
  name: 'Hostile Input Loop',
  description: 'A trail the hostile input test writes to.',
  location: 'Stellenbosch',
  province: 'Western Cape',
  difficulty: 'moderate',
  distance: 18.5,
  elevation: 640,
  duration: '2-3 hours',
  rating: 4.2,
  coordinatesLat: -33.96,
  coordinatesLng: 18.93,
  features: ['Singletrack'],
  routeVariants: [{ name: 'Short loop', category: 'blue', distance: 8, difficulty: 'easy', description: 'Half.' }],
  contactPhone: '021 000 0000',
};
const videoBody = {
  title: 'Tokai singletrack review',
  description: 'A lap of the Tokai trails.',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  category: 'trail-reviews',
  tags: ['tokai'],
  orderIndex: 3,
};
const eventBody = {
  name: 'Karkloof Classic Test',
  description: 'Forest singletrack in the KZN Midlands.',
  eventDate: `${new Date().getUTCFullYear() + 1}-07-25T07:00:00Z`,
  location: 'Howick',
  province: 'KwaZulu-Natal',
  eventType: 'Marathon',
  difficulty: 'intermediate',
  entryFee: 'R650',
  maxParticipants: 1200,
};

/** Keyed by `METHOD url` as the route table spells it. */
const CASES: Record<string, WriteCase> = {
  'POST /api/routes/:id/reviews': {
    id: () => ids.trail,
    body: { rating: 4, comment: 'Good flow', name: 'Thandi', clientId: 'hostile-review-client' },
  },
  'POST /api/routes/:id/conditions': {
    id: () => ids.trail,
    body: { condition: 'muddy', note: 'Soft after rain', clientId: 'hostile-report-client' },
  },
  'POST /api/track': {
    headers: { 'x-session-id': 'hostile-session-1' },
    body: {
      interactionType: 'trail_view',
      entityId: 12,
      entityType: 'route',
      metadata: { province: 'Western Cape', resultCount: 3 },
      clientId: 'hostile-track-client',
    },
  },
  'POST /api/videos/:id/view': { id: () => ids.video },
  'POST /api/admin/login': { body: { username: ADMIN.username, password: ADMIN.password } },
  'POST /api/admin/logout': { noInput: true },
  'PUT /api/admin/change-password': { body: { currentPassword: ADMIN.password, newPassword: 'another horse 43' } },
  'POST /api/admin/routes': { body: trailBody },
  'PUT /api/admin/routes/:id': { id: () => ids.trail, body: trailBody },
  'DELETE /api/admin/routes/:id': { id: () => ids.doomedTrail },
  'PUT /api/admin/routes/:id/track': { id: () => ids.trail, body: 'gpx' },
  'POST /api/admin/routes/:id/track/preview': { id: () => ids.trail, body: 'gpx' },
  'DELETE /api/admin/routes/:id/track': { id: () => ids.trail },
  'PUT /api/admin/routes/:id/image': { id: () => ids.trail, body: 'png' },
  'DELETE /api/admin/routes/:id/image': { id: () => ids.trail },
  'PUT /api/admin/routes/:id/status': {
    id: () => ids.trail,
    body: { status: 'caution', notice: 'Fallen tree on the descent', until: null },
  },
  'DELETE /api/admin/routes/:id/status': { id: () => ids.trail },
  'DELETE /api/admin/conditions/:id': { id: () => ids.report },
  'DELETE /api/admin/reviews/:id': { id: () => ids.review },
  'POST /api/admin/videos': { body: videoBody },
  'PUT /api/admin/videos/:id': { id: () => ids.video, body: videoBody },
  'DELETE /api/admin/videos/:id': { id: () => ids.video },
  'POST /api/admin/events': { body: eventBody },
  'PUT /api/admin/events/:id': { id: () => ids.event, body: eventBody },
  'DELETE /api/admin/events/:id': { id: () => ids.event },
};

const writeRoutes = () =>
  listRoutes(app)
    .filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method))
    .map((r) => `${r.method} ${r.url}`);

/** The request for a case, with `body` and `id` replaced when given. */
function request(key: string, over: { body?: unknown; id?: string } = {}): InjectOptions {
  const [method, url] = key.split(' ');
  const c = CASES[key];
  const body = 'body' in over ? over.body : c.body;
  const path = url.replace(':id', over.id ?? String(c.id?.() ?? ''));
  const headers: Record<string, string> = {
    ...c.headers,
    ...(url.startsWith('/api/admin/') ? bearer(token) : {}),
    // A fresh address each time: the rate limits must not hide the validation.
    'x-forwarded-for': newClientIp(),
  };
  if (body === 'png') {
    return {
      method: method as InjectOptions['method'],
      url: path,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: tinyPng(4, 3),
    };
  }
  if (body === 'gpx' || typeof body === 'string' || Buffer.isBuffer(body)) {
    return {
      method: method as InjectOptions['method'],
      url: path,
      headers: { ...headers, 'content-type': 'application/gpx+xml' },
      payload: body === 'gpx' ? gpx('Hostile loop') : (body as string | Buffer),
    };
  }
  return {
    method: method as InjectOptions['method'],
    url: path,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    payload: body === undefined ? undefined : JSON.stringify(body),
  };
}

type Json = Record<string, unknown> | unknown[];

/** Every way to make one value of `body` hostile, with the field path the answer must name. */
function hostileVariants(body: Json): { path: string; body: Json; problem: RegExp }[] {
  const out: { path: string; body: Json; problem: RegExp }[] = [];
  const walk = (value: unknown, path: (string | number)[], set: (v: unknown) => Json, setKey?: (k: string) => Json) => {
    const name = path.join('.');
    if (setKey) {
      // The answer names the field as sent, NUL included.
      out.push({
        path: `${name}\u0000`,
        body: setKey(`${String(path.at(-1))}\u0000`),
        problem: /field name must not contain NUL/,
      });
    }
    if (typeof value === 'string') {
      out.push({ path: name, body: set(NUL), problem: /must not contain NUL characters/ });
      out.push({ path: name, body: set(LONE), problem: /must not contain unpaired surrogate characters/ });
    } else if (typeof value === 'number') {
      for (const n of HUGE) out.push({ path: name, body: set(n), problem: /./ });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => walk(item, [...path, i], (v) => set(value.map((x, j) => (j === i ? v : x)))));
    } else if (value !== null && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      for (const key of Object.keys(obj)) {
        walk(
          obj[key],
          [...path, key],
          (v) => set({ ...obj, [key]: v }),
          (k) => set(Object.fromEntries(Object.entries(obj).map(([kk, vv]) => [kk === key ? k : kk, vv]))),
        );
      }
    }
  };
  walk(body, [], (v) => v as Json);
  return out;
}

/** Row counts and the latest change of every table, to prove a refused request wrote nothing. */
async function tableState(): Promise<Record<string, string>> {
  const conn = app.orm.em.fork().getConnection();
  const tables = await conn.execute<{ table_name: string; has_updated: boolean }[]>(
    `select t.table_name, exists (select 1 from information_schema.columns c where c.table_schema = 'public'
       and c.table_name = t.table_name and c.column_name = 'updated_at') as has_updated
     from information_schema.tables t where t.table_schema = 'public' and t.table_type = 'BASE TABLE'
       and t.table_name not in ('mikro_orm_migrations', 'rate_limit_hits', 'login_throttle')`,
  );
  const state: Record<string, string> = {};
  for (const { table_name: table, has_updated: hasUpdated } of tables) {
    const [row] = await conn.execute<{ n: number; last: unknown }[]>(
      `select count(*)::int as n, ${hasUpdated ? 'max(updated_at)' : 'null'} as last from "${table}"`,
    );
    state[table] = `${row.n} ${String(row.last)}`;
  }
  return state;
}

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
  const created = async (url: string, payload: object) => {
    const res = await asAdmin(app, token, { method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  ids.trail = await created('/api/admin/routes', { ...trailBody, name: 'Hostile Target' });
  ids.doomedTrail = await created('/api/admin/routes', { ...trailBody, name: 'Hostile Doomed' });
  ids.video = await created('/api/admin/videos', videoBody);
  ids.event = await created('/api/admin/events', eventBody);
  const post = (what: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `/api/routes/${ids.trail}/${what}`,
      headers: { 'x-forwarded-for': newClientIp() },
      payload,
    });
  ids.review = (
    await post('reviews', { rating: 5, comment: 'Fixture', name: 'Sipho', clientId: randomUUID() })
  ).json().id;
  ids.report = (await post('conditions', { condition: 'dry', clientId: randomUUID() })).json().id;
}, 60_000);
afterAll(async () => close());

describe('hostile values on every write route', () => {
  it('describes every write route of the route table', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(20);
    expect(routes.filter((r) => !(r in CASES))).toEqual([]);
    expect(Object.keys(CASES).filter((k) => !routes.includes(k))).toEqual([]);
  });

  it('answers 400 naming the field and the problem, and writes nothing', async () => {
    const before = await tableState();
    const failures: string[] = [];
    let sent = 0;
    const expect400 = async (label: string, req: InjectOptions, where: string, path: string, problem: RegExp) => {
      sent++;
      const res = await app.inject(req);
      const message = res.statusCode === 400 ? String(res.json().message) : '';
      const names = message.startsWith(`Invalid ${where}: ${path}: `) || message.includes(`; ${path}: `);
      if (res.statusCode !== 400 || !names || !problem.test(message))
        failures.push(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    };

    for (const key of writeRoutes()) {
      const c = CASES[key];
      if (c.noInput) continue;
      if (c.id) {
        for (const id of ['18446744073709551616', '1e308'])
          await expect400(`${key} id=${id}`, request(key, { id }), 'path', 'id', /./);
      }
      if (c.body && c.body !== 'gpx' && c.body !== 'png') {
        for (const v of hostileVariants(c.body))
          await expect400(
            `${key} ${v.path} ${v.problem.source}`,
            request(key, { body: v.body }),
            'body',
            v.path,
            v.problem,
          );
      }
    }
    expect(sent).toBeGreaterThan(150);
    expect(failures).toEqual([]);
    expect(await tableState()).toEqual(before);
  }, 120_000);

  it('refuses a GPX upload with a NUL in its text, or a NUL variant name, storing nothing', async () => {
    const before = await tableState();
    const body = gpx('Hostile loop').replace('Hostile loop', 'Hostile\u0000loop');
    for (const key of ['PUT /api/admin/routes/:id/track', 'POST /api/admin/routes/:id/track/preview']) {
      const res = await app.inject(request(key, { body }));
      expect(res.statusCode, `${key}: ${res.body}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'not_xml', message: expect.stringMatching(/NUL character/) });
      const variant = await app.inject({ ...request(key), url: `${request(key).url}?variant=a%00b` });
      expect(variant.statusCode, variant.body).toBe(400);
      expect(variant.json().message).toBe('Invalid query: variant: must not contain NUL characters (\\u0000)');
    }
    expect(await tableState()).toEqual(before);
  });

  it('drops GPX points with numbers past every range, and says so, instead of storing them', async () => {
    // A GPX file is a recording, not a form: one broken point is cleaned out (decision 018), not
    // a reason to refuse the ride. What matters is that no such number reaches the figures.
    const loop = gpx('Hostile loop');
    const bodies = {
      outOfRange: loop.replace(/lat="[^"]+"/, 'lat="1e308"'),
      badElevations: loop.replace(/<ele>[^<]+<\/ele>/, `<ele>${'9'.repeat(400)}</ele>`),
    };
    for (const [counter, body] of Object.entries(bodies)) {
      const res = await app.inject(request('POST /api/admin/routes/:id/track/preview', { body }));
      expect(res.statusCode, res.body).toBe(200);
      const answer = res.json();
      expect(answer.cleaning[counter], counter).toBe(1);
      expect(answer.notes.length, counter).toBeGreaterThan(0);
      expect(answer.summary.maxEleM).toBeLessThan(1000);
      expect(Math.abs(answer.summary.bbox[1])).toBeLessThanOrEqual(90);
    }
  });

  it("accepts each route's request without the hostile value (so the 400s came from it)", async () => {
    // Deletes last, the trail's delete after its track's and status's; the password change at the very end.
    const order = (k: string) =>
      (k.startsWith('DELETE') ? 1 : 0) +
      (k === 'DELETE /api/admin/routes/:id' ? 1 : 0) +
      (k.includes('change-password') ? 3 : 0);
    const keys = writeRoutes()
      .filter((k) => !CASES[k].noInput)
      .sort((a, b) => order(a) - order(b));
    const answers: string[] = [];
    for (const key of keys) {
      const res = await app.inject(request(key));
      answers.push(`${key} ${res.statusCode}`);
      if (key.includes('change-password') && res.statusCode === 200) token = res.json().token;
    }
    expect(answers.filter((a) => !/ 20[0-2]$/.test(a))).toEqual([]);
  });
});
