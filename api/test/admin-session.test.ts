import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from './helpers.js';
import {
  ADMIN,
  JWT_SECRET,
  adminConfig,
  decodeJwt,
  listRoutes,
  login,
  newClientIp,
  sessionCookie,
  signJwt,
} from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp({ ...adminConfig, PUBLIC_URL: 'https://trailfinder.example' }));
  token = await login(app);
});
afterAll(async () => close());

const now = () => Math.floor(Date.now() / 1000);
/** A token as the server would have issued it `age` seconds ago, for the current tokenVersion. */
const issuedAgo = (age: number) => {
  const claims = decodeJwt(token);
  return signJwt(
    { sub: claims.sub, tv: claims.tv, jti: 'aged', iat: now() - age, exp: now() - age + 3600 },
    JWT_SECRET,
  );
};
const withCookie = (value: string) => ({ cookie: `trailfinder_admin=${value}` });

describe('the admin session cookie', () => {
  it('is Secure when PUBLIC_URL is https, even when the request reached the app as plain http', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      headers: { 'x-forwarded-for': newClientIp() },
      payload: { username: ADMIN.username, password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Max-Age=3600/);
  });

  it('is re-issued for another hour once less than half of it is left, and not before', async () => {
    const fresh = await app.inject({ url: '/api/admin/session', headers: withCookie(issuedAgo(10 * 60)) });
    expect(fresh.statusCode).toBe(200);
    expect(sessionCookie(fresh.headers['set-cookie'])).toBeUndefined();

    const old = await app.inject({ url: '/api/admin/session', headers: withCookie(issuedAgo(40 * 60)) });
    expect(old.statusCode).toBe(200);
    const renewed = sessionCookie(old.headers['set-cookie']);
    expect(renewed).toMatch(/; Max-Age=3600/);
    const claims = decodeJwt(/trailfinder_admin=([^;]+)/.exec(renewed!)![1]);
    expect(Number(claims.exp)).toBeGreaterThanOrEqual(now() + 3600 - 5);
    expect((await app.inject({ url: '/api/admin/session', headers: withCookie(issuedAgo(61 * 60)) })).statusCode).toBe(
      401,
    );
  });
});

describe('admin answers are never cached', () => {
  it('sends Cache-Control: no-store on every /api/admin route, signed in or not, and on unknown admin paths', async () => {
    const adminRoutes = listRoutes(app).filter((r) => r.url.startsWith('/api/admin') && r.url !== '/api/admin/logout');
    expect(adminRoutes.length).toBeGreaterThan(10);
    for (const { method, url } of adminRoutes) {
      const path = url.replace(/:[A-Za-z]+/g, '999999');
      for (const headers of [{}, withCookie(token)]) {
        const res = await app.inject({
          method: method as 'GET',
          url: path,
          headers: { ...headers, 'x-forwarded-for': newClientIp() },
        });
        expect(res.headers['cache-control'], `${method} ${path} -> ${res.statusCode}`).toBe('no-store');
      }
    }
    const unknown = await app.inject({ url: '/api/admin/no-such-thing', headers: withCookie(token) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
