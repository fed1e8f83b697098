import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/build-app.js';
import { createTestApp } from './helpers.js';
import { ADMIN, adminConfig } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
/** A second app instance on the same PostgreSQL database; on PGlite (one process) the same app. */
let other: FastifyInstance;

beforeAll(async () => {
  const made = await createTestApp(adminConfig);
  ({ app, close } = made);
  other = made.config.DATABASE_URL ? await buildApp({ config: made.config }) : app;
  await other.ready();
});
afterAll(async () => {
  if (other !== app) await other.close();
  await close();
});

let host = 0;
const attempt = (instance: FastifyInstance, ip: string, username: string, password: string) =>
  instance.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'x-forwarded-for': ip },
    payload: { username, password },
  });

describe('login throttling', () => {
  it('locks a username out across rotating addresses, on every instance sharing the database', async () => {
    // 20 wrong guesses, each from a different address: no network is ever over its own limit.
    for (let i = 0; i < 20; i++) {
      const res = await attempt(i % 2 ? other : app, `198.18.${++host >> 8}.${host & 255}`, ADMIN.username, `g${i}`);
      expect(res.statusCode, `guess ${i}`).toBe(401);
    }
    // The next address, even with the right password, on the other instance: refused.
    const refused = await attempt(other, '192.0.2.200', ADMIN.username, ADMIN.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: 'Too many login attempts. Please try again in 15 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The lock is the username's: someone else's username is still judged on its password.
    expect((await attempt(app, '192.0.2.201', 'someone-else', 'x')).statusCode).toBe(401);
    // Clean up for the next test: the lock lives in the database, not in this process.
    await app.orm.em.fork().getConnection().execute(`delete from login_throttle`);
  }, 90_000);

  it('counts one IPv6 /64 as one network, whatever address of it a guess comes from', async () => {
    for (let i = 1; i <= 5; i++) {
      const res = await attempt(app, `2001:db8:77:1::${i.toString(16)}`, `user-${i}`, 'guess');
      expect(res.statusCode).toBe(401);
    }
    const sameNetwork = await attempt(app, '2001:db8:77:1:abcd:1234:5678:9abc', 'user-6', 'guess');
    expect(sameNetwork.statusCode).toBe(429);
    expect(Number(sameNetwork.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(app, '2001:db8:77:2::1', 'user-7', 'guess')).statusCode).toBe(401);
  });
});

describe('the cap on password hashes in flight', () => {
  it('answers 429 with Retry-After past the cap, never a 5xx', async () => {
    const capped = await createTestApp({ ...adminConfig, PASSWORD_HASHES_IN_FLIGHT: '1' });
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => attempt(capped.app, `198.19.0.${i + 1}`, `flood-${i}`, 'guess')),
      );
      const statuses = results.map((r) => r.statusCode);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      const busy = results.filter((r) => r.statusCode === 429);
      expect(busy.length).toBeGreaterThan(0);
      expect(busy[0].headers['retry-after']).toBe('2');
      expect(busy[0].json()).toEqual({
        message: 'The server is busy checking other sign-ins. Please try again in a moment.',
      });
      expect(statuses).toContain(401);
    } finally {
      await capped.close();
    }
  });
});
