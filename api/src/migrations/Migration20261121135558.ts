import { Migration } from '@mikro-orm/migrations';

export class Migration20261121135558 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "trail_rating_baselines" ("route_id" int not null, "editorial_rating" double precision not null, "written_rating" double precision not null, "updated_at" timestamptz(3) not null, constraint "trail_rating_baselines_pkey" primary key ("route_id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "trail_rating_baselines" cascade;`);
  }
}
