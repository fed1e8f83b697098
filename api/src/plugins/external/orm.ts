import fp from 'fastify-plugin';
import { MikroORM, RequestContext, type EntityManager, type EntitySchema } from '@mikro-orm/core';
import { ormOptions } from '../../db/orm-options.js';
import { takeStartupLock } from '../../db/startup-lock.js';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    /** The request-scoped EntityManager (a fork per request). */
    em: () => EntityManager;
  }
}

/** The app passes the modules' tables: a plugin never imports a module. */
export interface OrmPluginOptions {
  entities: EntitySchema[];
}

/**
 * Opens the database (PostgreSQL or embedded PGlite), applies pending migrations under the
 * start-up lock (db/startup-lock.ts), closes on shutdown.
 */
export default fp<OrmPluginOptions>(
  async (app, { entities }) => {
    const { config } = app;
    const debug = config.LOG_LEVEL === 'trace';
    // Held until the app is ready: migrations, the first catalogue and the admin account are
    // made by one instance at a time (replicas started together share the database).
    const release = config.DATABASE_URL ? await takeStartupLock(config.DATABASE_URL) : undefined;
    if (release) {
      app.addHook('onReady', release);
      app.addHook('onClose', release);
    }
    let orm: MikroORM;
    try {
      orm = await MikroORM.init(
        ormOptions({ databaseUrl: config.DATABASE_URL, dataDir: app.dataDir, debug, entities }),
      );
      const applied = await orm.getMigrator().up();
      if (applied.length) app.log.info({ migrations: applied.map((m) => m.name) }, 'database migrated');
    } catch (err) {
      await release?.();
      throw err;
    }

    app.decorate('orm', orm);
    app.decorate('em', () => RequestContext.getEntityManager() ?? orm.em.fork());
    app.addHook('onRequest', (_req, _reply, done) => RequestContext.create(orm.em, done));
    app.addHook('onClose', async () => orm.close(true));
  },
  { name: 'orm', dependencies: ['config'] },
);
