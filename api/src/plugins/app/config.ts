import fp from 'fastify-plugin';
import path from 'node:path';
import type { AppConfig } from '../../config/env.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    /** Absolute DATA_DIR, or 'memory' for tests. */
    dataDir: string | 'memory';
  }
}

export interface ConfigPluginOptions {
  config: AppConfig;
  /** Tests use an in-memory database. */
  memoryDatabase?: boolean;
}

export default fp<ConfigPluginOptions>(
  async (app, opts) => {
    app.decorate('config', opts.config);
    app.decorate('dataDir', opts.memoryDatabase ? 'memory' : path.resolve(opts.config.DATA_DIR));
  },
  { name: 'config' },
);
