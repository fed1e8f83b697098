import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121134154 } from './Migration20261121134154.js';
import { Migration20261121135558 } from './Migration20261121135558.js';

/**
 * Every migration, in order. `npm run db:migration:create -w api` writes new files beside this
 * one (from the committed schema snapshot); add each here so the bundle-free build finds it.
 */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261121134154', class: Migration20261121134154 },
  { name: 'Migration20261121135558', class: Migration20261121135558 },
];
