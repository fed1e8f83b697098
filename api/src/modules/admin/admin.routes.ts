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
import { LoginThrottle, tooManyAttemptsMessage } from './login-throttle.js';
import { hashPassword, prepareDummyHash, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { SESSION_COOKIE, signedInAdmin } from '../../plugins/app/auth.js';
import { BadRequestError, HttpError } from '../../plugins/app/errors.js';

const INVALID_LOGIN = 'Invalid username or password';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sign-in, session, sign-out and password change. Everything but the login is behind the admin guard. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const throttle = new LoginThrottle();
  prepareDummyHash();

  /** Answers 429 to a client that failed too often; true when it did. */
  const lockedOut = (req: FastifyRequest, reply: FastifyReply) => {
    const wait = throttle.lockedFor(req.ip);
    if (wait === 0) return false;
    void reply
      .code(429)
      .header('Retry-After', Math.ceil(wait / 1000))
      .send({ message: tooManyAttemptsMessage(wait) });
    return true;
  };

  app.post(
    '/api/admin/login',
    {
      config: { adminPublic: true },
      schema: {
        tags: ['admin'],
        summary: 'Sign in; returns a token and sets it as an HttpOnly cookie',
        body: LoginInput,
        response: { 200: LoginResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (req, reply) => {
      if (lockedOut(req, reply)) return reply;
      // Counted as a failure until it succeeds, so parallel guesses cannot race past the limit.
      const delay = throttle.fail(req.ip);
      const em = app.em();
      const admin = await em.findOne(AdminSchema, { username: req.body.username });
      // Unknown users are checked against a dummy hash: same answer, same time.
      const valid = admin
        ? (await verifyPassword(admin.passwordHash, req.body.password)) && admin.isActive
        : await verifyAgainstDummy(req.body.password);
      if (!admin || !valid) {
        await sleep(delay);
        throw new HttpError(401, INVALID_LOGIN);
      }
      throttle.reset(req.ip);
      admin.lastLogin = new Date();
      await em.flush();
      const token = app.startSession(req, reply, admin);
      reply.header('Cache-Control', 'no-store');
      return { token, admin: { id: admin.id, username: admin.username, email: admin.email } };
    },
  );

  app.get(
    '/api/admin/session',
    {
      schema: {
        tags: ['admin'],
        summary: 'The signed-in admin (401 when signed out)',
        response: { 200: AdminProfile, 401: ErrorResponse },
      },
    },
    async (req, reply) => {
      reply.header('Cache-Control', 'no-store');
      return signedInAdmin(req);
    },
  );

  app.post(
    '/api/admin/logout',
    {
      schema: {
        tags: ['admin'],
        summary: 'Sign out: revokes the token (and every other session of the admin) and clears the cookie',
        response: { 200: MessageResponse, 401: ErrorResponse },
      },
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
    '/api/admin/change-password',
    {
      schema: {
        tags: ['admin'],
        summary: 'Change the password; other sessions are revoked, the caller gets a fresh token',
        body: ChangePasswordInput,
        response: { 200: ChangePasswordResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (req, reply) => {
      if (lockedOut(req, reply)) return reply;
      // A stolen token must not become a way to guess the password quickly.
      const delay = throttle.fail(req.ip);
      const em = app.em();
      const admin = await em.findOneOrFail(AdminSchema, { id: signedInAdmin(req).id });
      if (!(await verifyPassword(admin.passwordHash, req.body.currentPassword))) {
        await sleep(delay);
        throw new BadRequestError('Current password is incorrect');
      }
      throttle.reset(req.ip);
      admin.passwordHash = await hashPassword(req.body.newPassword);
      admin.tokenVersion++;
      await em.flush();
      const token = app.startSession(req, reply, admin);
      reply.header('Cache-Control', 'no-store');
      return { message: 'Password changed successfully', token };
    },
  );
};

export default adminRoutes;
