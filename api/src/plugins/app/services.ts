import fp from 'fastify-plugin';
import { TrailRepository } from '../../modules/trails/trail.repository.js';
import { SyncRepository } from '../../modules/sync/sync.repository.js';
import { seedIfEmpty } from '../../seeders/catalogue-seeder.js';

declare module 'fastify' {
  interface FastifyInstance {
    trails: TrailRepository;
    sync: SyncRepository;
  }
}

/** Repositories shared by the routes; loads the catalogue into an empty database on start. */
export default fp(
  async (app) => {
    app.decorate('trails', new TrailRepository(app.em));
    app.decorate('sync', new SyncRepository(app.em));
    if (app.config.SEED_ON_START) {
      const seeded = await seedIfEmpty(app.orm.em.fork());
      if (seeded) app.log.info(seeded, 'catalogue loaded into the empty database');
    }
  },
  { name: 'services', dependencies: ['orm'] },
);
