import fp from 'fastify-plugin';
import { seedIfEmpty } from './catalogue-seeder.js';

/** Loads the catalogue into an empty database on start (SEED_ON_START, on by default). */
export default fp(
  async (app) => {
    if (!app.config.SEED_ON_START) return;
    const seeded = await seedIfEmpty(app.orm.em.fork());
    if (seeded) app.log.info(seeded, 'catalogue loaded into the empty database');
  },
  { name: 'seed-on-start', dependencies: ['orm'] },
);
