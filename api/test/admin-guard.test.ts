import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { createTestApp } from './helpers.js';
import { JWT_SECRET, adminConfig, bearer, decodeJwt, listRoutes, login, signJwt } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let protectedRoutes: { method: HTTPMethods; url: string }[];
let revoked: string;
let adminId: number;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  protectedRoutes = listRoutes(app)
    .filter(({ method, url }) => {
      if (method === 'HEAD') return false;
      return url.startsWith('/api/admin') && url !== '/api/admin/login';
    })
    .map(({ method, url }) => ({ method: method as HTTPMethods, url: url.replace(':id', '999999') }));

  revoked = await login(app);
  adminId = Number(decodeJwt(revoked).sub);
  const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revoked) });
  expect(out.statusCode).toBe(200);
});
afterAll(async () => close());

const now = () => Math.floor(Date.now() / 1000);
const claims = (extra: object = {}) => ({
  sub: String(adminId),
  tv: 1,
  jti: 'x',
  iat: now(),
  exp: now() + 3600,
  ...extra,
});

const omit = (claimSet: Record<string, unknown>, key: string) =>
  Object.fromEntries(Object.entries(claimSet).filter(([k]) => k !== key));

const badCredentials: [string, () => Record<string, string>][] = [
  ['no token', () => ({})],
  ['a token signed with another secret', () => bearer(signJwt(claims(), 'some-other-secret-0123456789-abcdefghij'))],
  ['an expired token', () => bearer(signJwt(claims({ iat: now() - 7200, exp: now() - 60 }), JWT_SECRET))],
  ['a token without exp (it would never expire)', () => bearer(signJwt(omit(claims(), 'exp'), JWT_SECRET))],
  ['a token without iat', () => bearer(signJwt(omit(claims(), 'iat'), JWT_SECRET))],
  ['a revoked token (after logout)', () => bearer(revoked)],
  ['a token of an older tokenVersion', () => bearer(signJwt(claims({ tv: 0 }), JWT_SECRET))],
  ['a token for an unknown admin', () => bearer(signJwt(claims({ sub: '424242' }), JWT_SECRET))],
  [
    'an unsigned token (alg none)',
    () => bearer(signJwt(claims(), '', { alg: 'none', typ: 'JWT' }).replace(/[^.]*$/, '')),
  ],
  ['a garbage token', () => bearer('not-a-token')],
  ['a malformed Authorization header', () => ({ authorization: 'Token abc' })],
  [
    'a forged cookie',
    () => ({ cookie: `trailfinder_admin=${signJwt(claims(), 'cookie-forger-0123456789-abcdefghijklmn')}` }),
  ],
];

describe('the admin guard', () => {
  it('covers every admin route, the video writes among them', () => {
    const urls = protectedRoutes.map((r) => `${r.method} ${r.url}`);
    for (const expected of [
      'GET /api/admin/session',
      'POST /api/admin/logout',
      'PUT /api/admin/change-password',
      'GET /api/admin/routes',
      'POST /api/admin/routes',
      'PUT /api/admin/routes/999999',
      'DELETE /api/admin/routes/999999',
      'GET /api/admin/stats',
      'GET /api/admin/videos',
      'GET /api/admin/events',
      'POST /api/admin/events',
      'DELETE /api/admin/reviews/999999',
      'POST /api/admin/videos',
      'PUT /api/admin/videos/999999',
      'DELETE /api/admin/videos/999999',
    ]) {
      expect(urls).toContain(expected);
    }
  });

  for (const [label, headers] of badCredentials) {
    it(`answers 401 { message } to ${label}`, async () => {
      for (const { method, url } of protectedRoutes) {
        const res = await app.inject({ method, url, headers: headers(), payload: method === 'GET' ? undefined : {} });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
        expect(res.json(), `${method} ${url}`).toEqual({ message: expect.any(String) });
      }
    });
  }

  it('lets a valid token through to every one of them', async () => {
    for (const { method, url } of protectedRoutes) {
      // A fresh token each time: the logout route revokes the one it is given.
      const res = await app.inject({
        method,
        url,
        headers: bearer(await login(app)),
        payload: method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).not.toBe(401);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
  });

  it('has no writes left outside /api/admin: the public video paths only read and count views', () => {
    const writes = listRoutes(app).filter(
      ({ method, url }) => method !== 'GET' && method !== 'HEAD' && !url.startsWith('/api/admin'),
    );
    expect(writes.map(({ method, url }) => `${method} ${url}`).sort()).toEqual([
      // Rider condition reports: no account, idempotent on clientId, rate limited (issue 14).
      'POST /api/routes/:id/conditions',
      'POST /api/routes/:id/reviews',
      'POST /api/track',
      'POST /api/videos/:id/view',
    ]);
  });

  it('leaves public reads open', async () => {
    expect((await app.inject('/api/videos')).statusCode).toBe(200);
    expect((await app.inject('/api/routes')).statusCode).toBe(200);
  });
});
