import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminProfile,
  ChangePasswordInput,
  ChangePasswordResponse,
  ErrorResponse,
  LoginInput,
  LoginResponse,
  MessageResponse,
} from '@trailfinder/shared-types';
import { AdminSchema } from './admin.entity.js';
import {
  LoginThrottle,
  NETWORK_RULE,
  USERNAME_RULE,
  tooManyAttemptsMessage,
  type ThrottleKey,
} from './login-throttle.js';
import { networkKey } from './network-key.js';
import { HashGate } from './hash-gate.js';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { SESSION_COOKIE, signedInAdmin } from '../../plugins/app/auth.js';
import { BadRequestError, HttpError } from '../../plugins/app/errors.js';
import { adminSchema } from './admin-schema.js';

const INVALID_LOGIN = 'Invalid username or password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sign-in, session, sign-out and password change. Everything but the login is behind the admin guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle(app.em);
  const gate = new HashGate(app.config.PASSWORD_HASHES_IN_FLIGHT);
  prepareDummyHash();

  /** What an attempt is counted against: the caller's network and the username it tries. */
  const keysOf = (req: FastifyRequest, username: string): ThrottleKey[] => [
    { key: `net:${networkKey(req.ip)}`, rule: NETWORK_RULE },
    { key: `user:${username.toLowerCase()}`, rule: USERNAME_RULE },
  ];

  /**
   * Counts the attempt (before the password is checked, so parallel guesses cannot race past the
   * limit). Answers 429 when a key is locked and returns null; otherwise how long to hold back a failure.
   */
  const admit = async (req: FastifyRequest, reply: FastifyReply, keys: ThrottleKey[]) => {
    const verdict = await throttle.attempt(keys);
    if (verdict.refusedForMs === 0) return 'delayMs' in verdict ? verdict.delayMs : 0;
    void reply
      .code(429)
      .header('Retry-After', Math.ceil(verdict.refusedForMs / 1000))
      .send({ message: tooManyAttemptsMessage(verdict.refusedForMs) });
    return null;
  };

  app.post(
    '/login',
    {
      config: { adminPublic: true },
      schema: adminSchema('Sign in; returns a token and sets it as an HttpOnly cookie', {
        body: LoginInput,
        response: { 200: LoginResponse, 400: ErrorResponse, 429: ErrorResponse },
      }),
    },
    async (req, reply) => {
      const keys = keysOf(req, req.body.username);
      const delay = await admit(req, reply, keys);
      if (delay === null) return reply;
      const em = app.em();
      const admin = await em.findOne(AdminSchema, { username: req.body.username });
      // Unknown users are checked against a dummy hash: same answer, same time.
      const valid = await gate.run(async () =>
        admin
          ? (await verifyPassword(admin.passwordHash, req.body.password)) && admin.isActive
          : verifyAgainstDummy(req.body.password),
      );
      if (!admin || !valid) {
        await sleep(delay);
        throw new HttpError(401, INVALID_LOGIN);
      }
      await throttle.clear(keys);
      admin.lastLogin = new Date();
      await em.flush();
      const token = app.startSession(req, reply, admin);
      reply.header('Cache-Control', 'no-store');
      return { token, admin: { id: admin.id, username: admin.username, email: admin.email } };
    },
  );

  app.get(
    '/session',
    {
      schema: adminSchema('The signed-in admin (401 when signed out)', {
        response: { 200: AdminProfile },
      }),
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return signedInAdmin(req);
    },
  );

  app.post(
    '/logout',
    {
      schema: adminSchema('Sign out: revokes the token (and every other session of the admin) and clears the cookie', {
        response: { 200: MessageResponse },
      }),
    },
    async (req, reply) => {
      const em = app.em();
      const admin = await em.findOneOrFail(AdminSchema, { id: signedInAdmin(req).id });
      // Single admin: revoking all of their tokens is the simple, restart-proof way to revoke this one.
      admin.tokenVersion++;
      await em.flush();
      reply.clearCookie(SESSION_COOKIE, { path: '/api' });
      return { message: 'Logged out' };
    },
  );

  app.put(
    '/change-password',
    {
      schema: adminSchema('Change the password; other sessions are revoked, the caller gets a fresh token', {
        body: ChangePasswordInput,
        response: { 200: ChangePasswordResponse, 400: ErrorResponse, 429: ErrorResponse },
      }),
    },
    async (req, reply) => {
      // A stolen token must not become a way to guess the password quickly.
      const keys = keysOf(req, signedInAdmin(req).username);
      const delay = await admit(req, reply, keys);
      if (delay === null) return reply;
      const em = app.em();
      const admin = await em.findOneOrFail(AdminSchema, { id: signedInAdmin(req).id });
      if (!(await gate.run(() => verifyPassword(admin.passwordHash, req.body.currentPassword)))) {
        await sleep(delay);
        throw new BadRequestError('Current password is incorrect');
      }
      await throttle.clear(keys);
      admin.passwordHash = await gate.run(() => hashPassword(req.body.newPassword));
      admin.tokenVersion++;
      await em.flush();
      const token = app.startSession(req, reply, admin);
      reply.header('Cache-Control', 'no-store');
      return { message: 'Password changed successfully', token };
    },
  );
};

export default adminRoutes;
