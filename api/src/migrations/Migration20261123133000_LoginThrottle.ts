import { Migration } from '@mikro-orm/migrations';

/**
 * Failed sign-in counts per network and per username, shared by every app instance
 * (modules/admin/login-throttle.ts). Written by hand: the table is read and written with one
 * atomic upsert, not through an entity, so it is not part of the entity snapshot.
 */
export class Migration20261123133000_LoginThrottle extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "login_throttle" ("key" varchar(200) not null, "failures" int not null, "window_started_at" timestamptz(3) not null, "locked_until" timestamptz(3) null, constraint "login_throttle_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "login_throttle";`);
  }
}
