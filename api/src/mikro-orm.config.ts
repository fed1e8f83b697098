/**
 * Config for the MikroORM CLI (`npm run db:migration:create -w api`): an in-memory PGlite plus the
 * committed schema snapshot, so new migrations are the diff between the entities and the snapshot.
 */
import type { Options } from '@mikro-orm/core';
import { ormOptions } from './db/orm-options.js';
import { entities } from './entities.js';

const base = ormOptions({ databaseUrl: process.env.DATABASE_URL, dataDir: 'memory', entities });

const config: Options = {
  ...base,
  migrations: { ...base.migrations, snapshot: true, snapshotName: '.snapshot-trailfinder' },
};
export default config;
