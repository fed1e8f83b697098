import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AdminSchema, type Admin } from '../../modules/admin/admin.entity.js';
import { ensureAdmin } from '../../modules/admin/admin-bootstrap.js';
import { printBox } from '../../modules/admin/console-box.js';
import { TOKEN_TTL_SECONDS } from '../external/jwt.js';
import { HttpError } from './errors.js';

export const SESSION_COOKIE = 'trailfinder_admin';

export interface AdminSession {
  id: number;
  username: string;
  email: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hook that lets only a signed-in admin through (401 { message } otherwise) and sets
     * `request.admin`. Use it as `onRequest` so nothing is parsed for strangers. Every route
     * under /api/admin already has it, unless its config says `adminPublic: true`.
     */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Signs a session token for the admin's current tokenVersion and sets the session cookie. */
    startSession: (req: FastifyRequest, reply: FastifyReply, admin: Admin) => string;
  }
  interface FastifyRequest {
    admin: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** Opts a route under /api/admin out of the admin guard (the login). */
    adminPublic?: boolean;
  }
}

/** What a token carries: the admin id, its tokenVersion at sign-in (bumped to revoke) and an id. */
const Claims = z.object({ sub: z.string().regex(/^\d+$/), tv: z.number().int(), jti: z.string() });

/** The admin the guard let through; only for routes behind it. */
export function signedInAdmin(req: FastifyRequest): AdminSession {
  if (!req.admin) throw new HttpError(401, 'Authentication required');
  return req.admin;
}

const EXPIRED = 'Your session has expired or is no longer valid. Please log in again.';

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is a bad credential, not an absent one.
  return match ? match[1] : '';
}

/**
 * Admin authentication: creates the admin on first start, issues tokens, and guards every
 * /api/admin route (except the login) with one hook. Revocation works through tokenVersion:
 * logout and password change bump it, so older tokens stop working at once, everywhere.
 */
export default fp(
  async (app) => {
    const bootstrap = await ensureAdmin(app.orm.em.fork(), app.config);
    if (bootstrap.created) app.log.info({ username: bootstrap.username }, 'admin account created');
    // Test databases die with the test: no point showing their password.
    if (bootstrap.generatedPassword && app.dataDir !== 'memory' && app.config.NODE_ENV !== 'test') {
      printBox([
        'Admin account created.',
        `  username: ${bootstrap.username}`,
        `  password: ${bootstrap.generatedPassword}`,
        'This password is shown only once. Sign in at /dashboard and change it.',
        'Lost it? Run: npm run admin:reset-password',
      ]);
    }

    app.decorateRequest('admin', null);

    app.decorate('startSession', (req: FastifyRequest, reply: FastifyReply, admin: Admin) => {
      const token = app.jwt.sign({ sub: String(admin.id), tv: admin.tokenVersion, jti: randomUUID() });
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/api',
        httpOnly: true,
        sameSite: 'strict',
        secure: req.protocol === 'https',
        maxAge: TOKEN_TTL_SECONDS,
      });
      return token;
    });

    app.decorate('requireAdmin', async (req: FastifyRequest) => {
      const token = bearerToken(req) ?? req.cookies[SESSION_COOKIE];
      if (token === undefined) throw new HttpError(401, 'Authentication required');
      let claims: z.infer<typeof Claims>;
      try {
        claims = Claims.parse(app.jwt.verify(token));
      } catch {
        throw new HttpError(401, EXPIRED);
      }
      const admin = await app.orm.em.fork().findOne(AdminSchema, { id: Number(claims.sub) });
      if (!admin || !admin.isActive || admin.tokenVersion !== claims.tv) throw new HttpError(401, EXPIRED);
      req.admin = { id: admin.id, username: admin.username, email: admin.email };
    });

    // One guard for the whole /api/admin prefix, keyed on the matched route's pattern so that no
    // spelling of the URL can slip past it; unmatched URLs fall through to the JSON 404.
    app.addHook('onRequest', async (req, reply) => {
      const route = req.routeOptions.url;
      if (route === undefined || req.routeOptions.config.adminPublic) return;
      if (route === '/api/admin' || route.startsWith('/api/admin/')) await app.requireAdmin(req, reply);
    });
  },
  { name: 'auth', dependencies: ['config', 'orm', 'jwt'] },
);
