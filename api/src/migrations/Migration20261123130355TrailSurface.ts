import { Migration } from '@mikro-orm/migrations';
import { trailSurfaces } from '../seeders/data/trail-surfaces.js';

/** A SQL string literal (addSql takes no parameters; the values are our own seed data). */
const text = (value: string) => `'${value.replaceAll("'", "''")}'`;

/**
 * Trails gain `surface` (decision 020). A database seeded before this keeps its catalogue, so the
 * catalogue's known surfaces (decision 021) are filled in by name; every other trail stays `unknown`.
 */
export class Migration20261123130355TrailSurface extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trails" add column "surface" varchar(20) not null default 'unknown';`);
    for (const [name, { surface }] of Object.entries(trailSurfaces)) {
      if (surface === 'unknown') continue;
      this.addSql(
        `update "trails" set "surface" = ${text(surface)} where "name" = ${text(name)} and "surface" = 'unknown';`,
      );
    }
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trails" drop column "surface";`);
  }
}
