/** `npm run db:seed`: adds any catalogue item missing from the configured database. */
import { MikroORM } from '@mikro-orm/core';
import path from 'node:path';
import { loadConfig } from '../config/env.js';
import { ormOptions } from '../db/orm-options.js';
import { entities } from '../entities.js';
import { seedCatalogue } from './catalogue-seeder.js';

const config = loadConfig();
const orm = await MikroORM.init(
  ormOptions({ databaseUrl: config.DATABASE_URL, dataDir: path.resolve(config.DATA_DIR), entities }),
);
try {
  await orm.getMigrator().up();
  const result = await seedCatalogue(orm.em.fork());
  console.log(`Catalogue loaded: ${JSON.stringify(result)} new rows.`);
} finally {
  await orm.close(true);
}
