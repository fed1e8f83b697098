import path from 'node:path';
import { mkdirSync } from 'node:fs';
import type { EntitySchema, Options } from '@mikro-orm/core';
import { PostgreSqlDriver } from '@mikro-orm/postgresql';
import { Migrator } from '@mikro-orm/migrations';
import { PGlite } from '@electric-sql/pglite';
import { PGliteDriver, type PGliteConnectionConfig } from 'mikro-orm-pglite';
import { migrationsList } from '../migrations/index.js';
import { patchPGliteStatementSplitting } from './pglite-statement-fix.js';

export interface DatabaseTarget {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory` keeps it in memory (tests). */
  dataDir: string | 'memory';
  debug?: boolean;
  /** Every table to map: each module exports its own (see src/entities.ts); this layer imports no module. */
  entities: EntitySchema[];
}

const shared = {
  extensions: [Migrator],
  migrations: {
    migrationsList,
    path: path.resolve(import.meta.dirname, '../migrations'),
    pathTs: path.resolve(import.meta.dirname, '../../src/migrations'),
    transactional: true,
    allOrNothing: true,
    // Only the CLI (mikro-orm.config.ts) reads and writes the schema snapshot.
    snapshot: false,
    emit: 'ts',
    silent: true,
  },
  // Trail/event/news/video lists are plain data: no identity-map surprises across requests.
  allowGlobalContext: false,
  forceUtcTimezone: true,
} satisfies Partial<Options>;

/** MikroORM options for PostgreSQL (DATABASE_URL set) or embedded PGlite (unset). */
export function ormOptions(target: DatabaseTarget): Options {
  if (target.databaseUrl) {
    return {
      ...shared,
      entities: target.entities,
      driver: PostgreSqlDriver,
      clientUrl: target.databaseUrl,
      debug: target.debug,
    } as Options;
  }
  patchPGliteStatementSplitting();
  let pglite: PGlite;
  if (target.dataDir === 'memory') {
    pglite = new PGlite();
  } else {
    const dir = path.resolve(target.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    pglite = new PGlite(dir);
  }
  return {
    ...shared,
    entities: target.entities,
    driver: PGliteDriver,
    dbName: 'postgres',
    debug: target.debug,
    driverOptions: { connection: { pglite: () => pglite } satisfies PGliteConnectionConfig },
    // PGlite is single-connection: the pool must not open more.
    pool: { min: 1, max: 1 },
  } as Options;
}
