import { Migration } from '@mikro-orm/migrations';

/** Rider condition reports (unique clientId: the idempotency key) and one manager status per trail. */
export class Migration20261123130533TrailConditions extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "condition_reports" ("id" serial primary key, "route_id" int not null, "condition" varchar(20) not null, "note" text null, "client_id" varchar(64) not null, "hidden" boolean not null default false, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`create index "condition_reports_route_id_index" on "condition_reports" ("route_id");`);
    this.addSql(
      `alter table "condition_reports" add constraint "condition_reports_client_id_unique" unique ("client_id");`,
    );
    this.addSql(`create index "condition_reports_updated_at_index" on "condition_reports" ("updated_at");`);

    this.addSql(
      `create table "trail_statuses" ("id" serial primary key, "route_id" int not null, "status" varchar(20) not null, "notice" text null, "until" varchar(10) null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`alter table "trail_statuses" add constraint "trail_statuses_route_id_unique" unique ("route_id");`);
    this.addSql(`create index "trail_statuses_updated_at_index" on "trail_statuses" ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "condition_reports" cascade;`);

    this.addSql(`drop table if exists "trail_statuses" cascade;`);
  }
}
