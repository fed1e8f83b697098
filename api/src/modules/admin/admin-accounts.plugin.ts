import fp from 'fastify-plugin';
import type { AdminAccounts } from '../../plugins/app/auth.js';
import { AdminSchema } from './admin.entity.js';
import { ensureAdmin } from './admin-bootstrap.js';
import { printBox } from './console-box.js';

/**
 * The admin account: created on first start (its generated password shown once), and looked up
 * by the auth guard through `app.adminAccounts`, so the guard knows nothing of entities.
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

    const accounts: AdminAccounts = {
      byId: (id) => app.orm.em.fork().findOne(AdminSchema, { id }),
    };
    app.decorate('adminAccounts', accounts);
  },
  { name: 'admin-accounts', dependencies: ['config', 'orm'] },
);
