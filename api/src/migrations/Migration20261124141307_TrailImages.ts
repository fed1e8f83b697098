import { Migration } from '@mikro-orm/migrations';

/** Uploaded trail pictures (modules/trail-images): one row per trail, the bytes as bytea. */
export class Migration20261124141307_TrailImages extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "trail_images" ("trail_id" int not null, "content_type" varchar(20) not null, "bytes" bytea not null, "byte_size" int not null, "width" int not null, "height" int not null, "version" varchar(40) not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, constraint "trail_images_pkey" primary key ("trail_id"));`,
    );
    this.addSql(`create index "trail_images_updated_at_index" on "trail_images" ("updated_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "trail_images" cascade;`);
  }
}
