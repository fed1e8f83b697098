import fp from 'fastify-plugin';
import { MikroORM, RequestContext, type EntityManager, type EntitySchema } from '@mikro-orm/core';
import { ormOptions } from '../../db/orm-options.js';

declare module 'fastify' {
  interface FastifyInstance {
    orm: MikroORM;
    /** The request-scoped EntityManager (a fork per request). */
    em: () => EntityManager;
  }
}

/** Opens the database (PostgreSQL or embedded PGlite), applies pending migrations, closes on shutdown. */
/** The app passes the modules' tables: a plugin never imports a module. */
export interface OrmPluginOptions {
  entities: EntitySchema[];
}

export default fp<OrmPluginOptions>(
  async (app, { entities }) => {
    const { config } = app;
    const debug = config.LOG_LEVEL === 'trace';
    const orm = await MikroORM.init(
      ormOptions({ databaseUrl: config.DATABASE_URL, dataDir: app.dataDir, debug, entities }),
    );
    const applied = await orm.getMigrator().up();
    if (applied.length) app.log.info({ migrations: applied.map((m) => m.name) }, 'database migrated');

    app.decorate('orm', orm);
    app.decorate('em', () => RequestContext.getEntityManager() ?? orm.em.fork());
    app.addHook('onRequest', (_req, _reply, done) => RequestContext.create(orm.em, done));
    app.addHook('onClose', async () => orm.close(true));
  },
  { name: 'orm', dependencies: ['config'] },
);
