import { Migration } from '@mikro-orm/migrations';

export class Migration20261123123812_TracksTable extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "tracks" ("id" serial primary key, "trail_id" int not null, "variant" varchar(255) not null default '', "points" jsonb not null, "display" jsonb not null, "summary" jsonb not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`create index "tracks_trail_id_index" on "tracks" ("trail_id");`);
    this.addSql(`create index "tracks_updated_at_index" on "tracks" ("updated_at");`);
    this.addSql(`alter table "tracks" add constraint "tracks_trail_id_variant_unique" unique ("trail_id", "variant");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "tracks" cascade;`);
  }
}
