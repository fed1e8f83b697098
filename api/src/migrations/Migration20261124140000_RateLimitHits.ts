import { Migration } from '@mikro-orm/migrations';

/**
 * Request counts of the rate-limited routes, shared by every app instance on PostgreSQL
 * (plugins/external/shared-rate-limit-store.ts). Written by hand: the table is read and written
 * with one atomic upsert, not through an entity, so it is not part of the entity snapshot.
 */
export class Migration20261124140000_RateLimitHits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table if not exists "rate_limit_hits" ("key" varchar(400) not null, "hits" int not null, "window_ends_at" timestamptz(3) not null, constraint "rate_limit_hits_pkey" primary key ("key"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limit_hits";`);
  }
}
