import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import jwt from '@fastify/jwt';
import { resolveJwtSecret } from './jwt-secret.js';

/**
 * Admin session tokens live an hour; the cookie expires with the token. While the dashboard is
 * open the guard re-issues it once less than half is left (plugins/app/auth.ts), so a working
 * admin stays signed in and a stolen token is worth an hour at most.
 */
export const TOKEN_TTL_SECONDS = 60 * 60;

/** Cookies and HS256 JSON Web Tokens signed with JWT_SECRET (or the generated one, see jwt-secret.ts). */
export default fp(
  async (app) => {
    await app.register(cookie);
    const { secret, origin, file } = resolveJwtSecret({
      configured: app.config.JWT_SECRET,
      dataDir: app.dataDir,
      ephemeral: app.config.NODE_ENV === 'test',
    });
    if (origin === 'file-created') app.log.info({ file }, 'generated a JWT signing secret');
    if (origin.startsWith('file') && app.config.DATABASE_URL) {
      app.log.warn(
        { file },
        'JWT_SECRET is not set: using the secret kept in DATA_DIR; set JWT_SECRET to run several instances',
      );
    }
    await app.register(jwt, {
      secret,
      sign: { algorithm: 'HS256', expiresIn: `${TOKEN_TTL_SECONDS}s` },
      verify: { algorithms: ['HS256'] },
    });
  },
  { name: 'jwt', dependencies: ['config'] },
);
