import fp from 'fastify-plugin';
import { TrailRepository } from './trail.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live trail catalogue, shared by every route that reads trails (one short-lived cache). */
    trails: TrailRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('trails', new TrailRepository(app.em));
  },
  { name: 'trails', dependencies: ['orm'] },
);
