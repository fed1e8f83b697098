import { Migration } from '@mikro-orm/migrations';

/** Trails gain the admin's "drains fast / normal / slow" (decision 075); every trail starts normal. */
export class Migration20261127040000_TrailDrainage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "trails" add column "drainage" varchar(10) not null default 'normal';`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "trails" drop column "drainage";`);
  }
}
