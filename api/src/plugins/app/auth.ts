import fp from 'fastify-plugin';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { TOKEN_TTL_SECONDS } from '../external/jwt.js';
import { HttpError } from './errors.js';

export const SESSION_COOKIE = 'trailfinder_admin';

export interface AdminSession {
  id: number;
  username: string;
  email: string;
}

/** What the guard needs to know about an account; the admin module provides it (`adminAccounts`). */
export interface AdminAccount extends AdminSession {
  isActive: boolean;
  /** Bumped to revoke every token issued before. */
  tokenVersion: number;
}

/** Account look-ups for the guard, registered by the admin module before this plugin. */
export interface AdminAccounts {
  byId(id: number): Promise<AdminAccount | null>;
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
    startSession: (
      req: FastifyRequest,
      reply: FastifyReply,
      admin: Pick<AdminAccount, 'id' | 'tokenVersion'>,
    ) => string;
    adminAccounts: AdminAccounts;
  }
  interface FastifyRequest {
    admin: AdminSession | null;
  }
  interface FastifyContextConfig {
    /** Opts a route under /api/admin out of the admin guard (the login). */
    adminPublic?: boolean;
  }
}

/**
 * What a token carries: the admin id, its tokenVersion at sign-in (bumped to revoke), an id, and
 * when it was issued and expires. A token without `exp` would never expire: it is refused.
 */
const Claims = z.object({
  sub: z.string().regex(/^\d+$/),
  tv: z.number().int(),
  jti: z.string(),
  iat: z.number().int(),
  exp: z.number().int(),
});

/** The admin the guard let through; only for routes behind it. */
export function signedInAdmin(req: FastifyRequest): AdminSession {
  if (!req.admin) throw new HttpError(401, 'Authentication required');
  return req.admin;
}

const EXPIRED = 'Your session has expired or is no longer valid. Please log in again.';

/** Everything under this path is private to the admin: no cache, shared or not, may keep it. */
const ADMIN_PATH = /^\/api\/admin(?:[/?#]|$)/;

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (header === undefined) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  // A malformed Authorization header is a bad credential, not an absent one.
  return match ? match[1] : '';
}

/**
 * Admin authentication: issues tokens and guards every /api/admin route (except the login) with
 * one hook. Revocation works through tokenVersion: logout and password change bump it, so older
 * tokens stop working at once, everywhere. Accounts themselves belong to the admin module.
 */
export default fp(
  async (app) => {
    app.decorateRequest('admin', null);
    const publicHttps = app.config.PUBLIC_URL.startsWith('https:');

    app.decorate(
      'startSession',
      (req: FastifyRequest, reply: FastifyReply, admin: Pick<AdminAccount, 'id' | 'tokenVersion'>) => {
        const token = app.jwt.sign({ sub: String(admin.id), tv: admin.tokenVersion, jti: randomUUID() });
        reply.setCookie(SESSION_COOKIE, token, {
          path: '/api',
          httpOnly: true,
          sameSite: 'strict',
          // Behind a TLS-terminating proxy the request may look like http: PUBLIC_URL says what riders use.
          secure: publicHttps || req.protocol === 'https',
          maxAge: TOKEN_TTL_SECONDS,
        });
        return token;
      },
    );

    app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
      const bearer = bearerToken(req);
      const token = bearer ?? req.cookies[SESSION_COOKIE];
      if (token === undefined) throw new HttpError(401, 'Authentication required');
      let claims: z.infer<typeof Claims>;
      try {
        claims = Claims.parse(app.jwt.verify(token));
      } catch {
        throw new HttpError(401, EXPIRED);
      }
      const admin = await app.adminAccounts.byId(Number(claims.sub));
      if (!admin || !admin.isActive || admin.tokenVersion !== claims.tv) throw new HttpError(401, EXPIRED);
      req.admin = { id: admin.id, username: admin.username, email: admin.email };
      // Sliding session: the dashboard's calls keep the cookie fresh once half its hour is gone.
      const secondsLeft = claims.exp - Math.floor(Date.now() / 1000);
      if (bearer === undefined && secondsLeft < TOKEN_TTL_SECONDS / 2) app.startSession(req, reply, admin);
    });

    // Admin answers (errors and 404s under the prefix included) are never stored by a browser or proxy.
    app.addHook('onSend', async (req, reply) => {
      if (ADMIN_PATH.test(req.url)) void reply.header('Cache-Control', 'no-store');
    });

    // One guard for the whole /api/admin prefix, keyed on the matched route's pattern so that no
    // spelling of the URL can slip past it; unmatched URLs fall through to the JSON 404.
    app.addHook('onRequest', async (req, reply) => {
      const route = req.routeOptions.url;
      if (route === undefined || req.routeOptions.config.adminPublic) return;
      if (route === '/api/admin' || route.startsWith('/api/admin/')) await app.requireAdmin(req, reply);
    });
  },
  { name: 'auth', dependencies: ['config', 'jwt', 'admin-accounts'] },
);
