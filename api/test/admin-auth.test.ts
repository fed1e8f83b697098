import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from './helpers.js';
import { ADMIN, adminConfig, bearer, decodeJwt, login, newClientIp, sessionCookie } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
});
afterAll(async () => close());

const postLogin = (payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'x-forwarded-for': newClientIp(), ...headers },
    payload: payload as object,
  });

const session = (headers: Record<string, string>) => app.inject({ url: '/api/admin/session', headers });

describe('POST /api/admin/login', () => {
  it('returns a token and the admin, and sets an HttpOnly, SameSite=Strict cookie on /api', async () => {
    const res = await postLogin({ username: `  ${ADMIN.username} `, password: ADMIN.password });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.admin).toEqual({ id: expect.any(Number), username: ADMIN.username, email: ADMIN.email });
    expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const cookie = sessionCookie(res.headers['set-cookie']);
    expect(cookie).toContain(`trailfinder_admin=${body.token}`);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Strict/);
    expect(cookie).toMatch(/; Path=\/api/);
    expect(cookie).not.toMatch(/; Secure/);
    // The token expires after an hour (the dashboard keeps it fresh, see admin-session.test.ts).
    const claims = decodeJwt(body.token);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60 * 60);
  });

  it('marks the cookie Secure when the request came over https', async () => {
    const res = await postLogin(
      { username: ADMIN.username, password: ADMIN.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/; Secure/);
  });

  it('gives a wrong username and a wrong password the same answer', async () => {
    const wrongUser = await postLogin({ username: 'root', password: ADMIN.password });
    const wrongPassword = await postLogin({ username: ADMIN.username, password: 'not the password' });
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.json()).toEqual({ message: 'Invalid username or password' });
    expect(wrongPassword.json()).toEqual(wrongUser.json());
    expect(wrongUser.headers['set-cookie']).toBeUndefined();
  });

  it('asks for both fields when one is blank', async () => {
    for (const payload of [
      { username: '   ', password: ADMIN.password },
      { username: ADMIN.username, password: '' },
      {},
    ]) {
      const res = await postLogin(payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBeTypeOf('string');
    }
    const blank = await postLogin({ username: ' ', password: 'x' });
    expect(blank.json().issues[0].message).toBe('Please enter both username and password');
  });

  it('never answers 500 to a malformed body', async () => {
    for (const payload of [
      'not json',
      '[]',
      'null',
      '{"username":1,"password":{}}',
      `{"username":"${'a'.repeat(5000)}"}`,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': newClientIp() },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('slows and then refuses repeated failures from one client with 429, and not other clients', async () => {
    const ip = newClientIp();
    const attempt = (password: string) => postLogin({ username: ADMIN.username, password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 5; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(401);

    const refused = await attempt('guess-6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many login attempts. Please try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password is refused while locked out.
    expect((await attempt(ADMIN.password)).statusCode).toBe(429);
    // Another client still gets in.
    expect((await postLogin({ username: ADMIN.username, password: ADMIN.password })).statusCode).toBe(200);
  });

  it('counts guesses sent in parallel too', async () => {
    const ip = newClientIp();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        postLogin({ username: ADMIN.username, password: `parallel-${i}` }, { 'x-forwarded-for': ip }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
  });

  it('forgets earlier failures after a successful login', async () => {
    const ip = newClientIp();
    const attempt = (password: string) => postLogin({ username: ADMIN.username, password }, { 'x-forwarded-for': ip });
    for (let i = 0; i < 4; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(401);
    expect((await attempt(ADMIN.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(`again-${i}`)).statusCode).toBe(401);
    expect((await attempt(ADMIN.password)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/session', () => {
  it('returns the admin for a bearer token and for the cookie', async () => {
    const token = await login(app);
    const byHeader = await session(bearer(token));
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.json()).toEqual({ id: expect.any(Number), username: ADMIN.username, email: ADMIN.email });
    const byCookie = await session({ cookie: `trailfinder_admin=${token}` });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.json().username).toBe(ADMIN.username);
  });

  it('answers 401 with a message when signed out', async () => {
    const res = await session({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Authentication required' });
  });
});

describe('POST /api/admin/logout', () => {
  it('revokes the token on the server and clears the cookie', async () => {
    const token = await login(app);
    const res = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(sessionCookie(res.headers['set-cookie'])).toMatch(/^trailfinder_admin=;.*Expires=Thu, 01 Jan 1970/);

    for (const headers of [bearer(token), { cookie: `trailfinder_admin=${token}` }]) {
      const after = await session(headers);
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toMatch(/log in again/);
    }
    expect((await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).statusCode).toBe(
      401,
    );
    // Signing in again works.
    expect((await session(bearer(await login(app)))).statusCode).toBe(200);
  });
});

describe('PUT /api/admin/change-password', () => {
  const change = (token: string, payload: unknown, ip = newClientIp()) =>
    app.inject({
      method: 'PUT',
      url: '/api/admin/change-password',
      headers: { ...bearer(token), 'x-forwarded-for': ip },
      payload: payload as object,
    });

  it('enforces the password rules with their messages', async () => {
    const token = await login(app);
    const cases: [object, string][] = [
      [{ currentPassword: '  ', newPassword: 'another-one' }, 'Current password is required'],
      [{ currentPassword: ADMIN.password, newPassword: '' }, 'New password is required'],
      [{ currentPassword: ADMIN.password, newPassword: ' 12345 ' }, 'New password must be at least 6 characters long'],
      [
        { currentPassword: ADMIN.password, newPassword: ` ${ADMIN.password} ` },
        'New password must be different from current password',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await change(token, payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().issues.map((i: { message: string }) => i.message)).toContain(message);
      expect(res.json().message).toContain(message);
    }
    const wrong = await change(token, { currentPassword: 'not it', newPassword: 'brand-new-pass' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect' });
    // Nothing changed: the token still works and the old password still signs in.
    expect((await session(bearer(token))).statusCode).toBe(200);
    await login(app, ADMIN.password);
  });

  it('changes the password, revokes other sessions and keeps the caller signed in', async () => {
    const other = await login(app);
    const mine = await login(app);
    const res = await change(mine, { currentPassword: ADMIN.password, newPassword: ' brand-new-pass ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Password changed successfully');
    expect(sessionCookie(res.headers['set-cookie'])).toContain(`trailfinder_admin=${body.token}`);

    expect((await session(bearer(other))).statusCode).toBe(401);
    expect((await session(bearer(mine))).statusCode).toBe(401);
    expect((await session(bearer(body.token))).statusCode).toBe(200);

    // The old password no longer works; the new one (trimmed) does.
    const old = await postLogin({ username: ADMIN.username, password: ADMIN.password });
    expect(old.statusCode).toBe(401);
    const fresh = await login(app, 'brand-new-pass');

    // Put it back for the other tests.
    const back = await change(fresh, { currentPassword: 'brand-new-pass', newPassword: ADMIN.password });
    expect(back.statusCode).toBe(200);
  });
});

describe('client addresses', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted, so the lockout cannot be dodged', async () => {
    const direct = await createTestApp({ ...adminConfig, TRUST_PROXY: '0' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await direct.app.inject({
          method: 'POST',
          url: '/api/admin/login',
          payload: { username: ADMIN.username, password: `wrong-${i}` },
          headers: { 'x-forwarded-for': `198.51.100.${i}` },
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await direct.close();
    }
  });
});
