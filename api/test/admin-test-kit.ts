import { createHmac } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

/** Known settings so tests can sign in and forge tokens. */
export const ADMIN = { username: 'admin', password: 'correct horse 42', email: 'admin@trailfinder.co.za' };
export const JWT_SECRET = '13522e20e20ad56319ae2c34043c97d8e49072467086fd6e34e25fe35f5b5e43';
// TRUST_PROXY 1: tests play several clients (and https) through X-Forwarded-* headers, as behind a proxy.
export const adminConfig = { ADMIN_PASSWORD: ADMIN.password, JWT_SECRET, TRUST_PROXY: '1' } as const;

let ipCounter = 0;
/** A fresh client address per caller, so the login throttle of one test never touches another. */
export function newClientIp(): string {
  ipCounter++;
  return `203.0.113.${ipCounter}`;
}

export async function login(app: FastifyInstance, password = ADMIN.password, ip = newClientIp()): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    headers: { 'x-forwarded-for': ip },
    payload: { username: ADMIN.username, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Sends a request as the admin holding `token`. */
export function asAdmin(app: FastifyInstance, token: string, opts: InjectOptions) {
  return app.inject({ ...opts, headers: { ...opts.headers, ...bearer(token) } });
}

const b64 = (v: object | string) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v)).toString('base64url');

/** A hand-made HS256 JSON Web Token, independent of the server's JWT library. */
export function signJwt(payload: object, secret: string, header: object = { alg: 'HS256', typ: 'JWT' }): string {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  return `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
}

/** Claims the server reads from a token (see plugins/app/auth.ts). */
export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
}

export const sessionCookie = (setCookie: string | string[] | undefined) =>
  [setCookie ?? []].flat().find((c) => c.startsWith('trailfinder_admin='));

/**
 * Every route of the app as method + URL, read from Fastify's route tree, so a route added later
 * is covered by the guard tests without anyone remembering to list it.
 */
export function listRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const out: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?/.exec(line);
    if (!match) continue;
    stack.length = match[1].length / 4;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) out.push({ method, url: stack.join('') });
  }
  return out;
}
