import { Migration } from '@mikro-orm/migrations';
import { trailAccess } from '../seeders/data/trail-access.js';
import { seededAccess } from '../seeders/data/seeded-access.js';

const text = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * Trails gain their access card (decision 077), null until known. A database seeded before this
 * keeps its catalogue, so the facts the catalogue's own text states are filled in by name.
 */
export class Migration20261127042000_TrailAccess extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trails" add column "access" jsonb null;`);
    for (const name of Object.keys(trailAccess)) {
      const card = JSON.stringify(seededAccess(name));
      this.addSql(`update "trails" set "access" = ${text(card)}::jsonb where "name" = ${text(name)} and "access" is null;`);
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trails" drop column "access";`);
  }
}
