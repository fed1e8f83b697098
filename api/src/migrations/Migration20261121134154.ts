import { Migration } from '@mikro-orm/migrations';

export class Migration20261121134154 extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "admins" ("id" serial primary key, "username" varchar(100) not null, "email" varchar(255) not null, "password_hash" varchar(255) not null, "is_active" boolean not null default true, "last_login" timestamptz(3) null, "token_version" int not null default 0, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );
    this.addSql(`alter table "admins" add constraint "admins_username_unique" unique ("username");`);
    this.addSql(`alter table "admins" add constraint "admins_email_unique" unique ("email");`);
    this.addSql(`create index "admins_updated_at_index" on "admins" ("updated_at");`);

    this.addSql(
      `create table "news_analyses" ("news_id" int not null, "topics" jsonb not null, "keywords" jsonb not null, "skill_level" varchar(30) not null, "geo_relevance" jsonb not null, "equipment" jsonb not null, "event_types" jsonb not null, "sentiment" double precision not null, "reading_time" int not null, "analyzed_at" timestamptz(3) not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, constraint "news_analyses_pkey" primary key ("news_id"));`,
    );
    this.addSql(`create index "news_analyses_updated_at_index" on "news_analyses" ("updated_at");`);

    this.addSql(
      `create table "news_articles" ("id" serial primary key, "title" varchar(500) not null, "description" text null, "content" text null, "url" varchar(1000) not null, "image_url" varchar(1000) null, "source" varchar(255) not null, "source_color" varchar(20) null, "category" varchar(50) not null default 'general', "published_at" timestamptz(3) not null, "is_active" boolean not null default true, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`alter table "news_articles" add constraint "news_articles_url_unique" unique ("url");`);
    this.addSql(`create index "news_articles_published_at_index" on "news_articles" ("published_at");`);
    this.addSql(`create index "news_articles_updated_at_index" on "news_articles" ("updated_at");`);

    this.addSql(
      `create table "reviews" ("id" serial primary key, "route_id" int not null, "user_id" varchar(255) null, "rating" int not null, "comment" text not null, "recommendations" text null, "reviewer_name" varchar(255) not null, "client_id" varchar(64) null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );
    this.addSql(`create index "reviews_route_id_index" on "reviews" ("route_id");`);
    this.addSql(`alter table "reviews" add constraint "reviews_client_id_unique" unique ("client_id");`);
    this.addSql(`create index "reviews_updated_at_index" on "reviews" ("updated_at");`);

    this.addSql(
      `create table "trails" ("id" serial primary key, "name" varchar(255) not null, "description" text not null, "location" varchar(255) not null, "province" varchar(100) not null, "difficulty" varchar(20) not null, "distance" double precision not null, "elevation" int not null, "duration" varchar(100) not null, "rating" double precision not null, "review_count" int not null default 0, "image_url" varchar(1000) null, "coordinates" jsonb not null, "features" jsonb not null, "facilities" jsonb not null, "route_variants" jsonb not null, "accommodation_info" jsonb null, "contact_email" varchar(255) null, "contact_phone" varchar(50) null, "website" varchar(1000) null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`create index "trails_province_index" on "trails" ("province");`);
    this.addSql(`create index "trails_updated_at_index" on "trails" ("updated_at");`);

    this.addSql(
      `create table "events" ("id" serial primary key, "name" varchar(255) not null, "description" text not null, "event_date" timestamptz(3) not null, "location" varchar(255) not null, "province" varchar(100) not null, "event_type" varchar(100) not null, "race_type" varchar(30) not null default 'mountain-bike', "difficulty" varchar(30) not null, "distance" varchar(100) null, "registration_url" varchar(1000) null, "image_url" varchar(1000) null, "contact_email" varchar(255) null, "contact_phone" varchar(50) null, "entry_fee" varchar(100) null, "max_participants" int null, "is_active" boolean not null default true, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`create index "events_event_date_index" on "events" ("event_date");`);
    this.addSql(`create index "events_updated_at_index" on "events" ("updated_at");`);

    this.addSql(
      `create table "user_interactions" ("id" serial primary key, "session_id" varchar(64) not null, "user_agent" varchar(500) null, "ip_hash" varchar(128) null, "interaction_type" varchar(50) not null, "entity_id" varchar(100) null, "entity_type" varchar(50) null, "metadata" jsonb not null, "client_id" varchar(64) null, "timestamp" timestamptz(3) not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null);`,
    );
    this.addSql(`create index "user_interactions_session_id_index" on "user_interactions" ("session_id");`);
    this.addSql(
      `alter table "user_interactions" add constraint "user_interactions_client_id_unique" unique ("client_id");`,
    );
    this.addSql(`create index "user_interactions_updated_at_index" on "user_interactions" ("updated_at");`);

    this.addSql(
      `create table "user_preferences" ("session_id" varchar(64) not null, "preferred_provinces" jsonb not null, "preferred_difficulties" jsonb not null, "preferred_news_topics" jsonb not null, "preferred_sources" jsonb not null, "skill_level" varchar(30) null, "interaction_count" int not null default 0, "last_active" timestamptz(3) not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, constraint "user_preferences_pkey" primary key ("session_id"));`,
    );
    this.addSql(`create index "user_preferences_updated_at_index" on "user_preferences" ("updated_at");`);

    this.addSql(
      `create table "videos" ("id" serial primary key, "title" varchar(255) not null, "description" text null, "youtube_url" varchar(1000) not null, "youtube_id" varchar(11) not null, "thumbnail" varchar(1000) null, "category" varchar(30) not null default 'general', "tags" jsonb not null, "featured" boolean not null default false, "active" boolean not null default true, "view_count" int not null default 0, "order_index" int not null default 0, "published_at" timestamptz(3) not null, "created_at" timestamptz(3) not null, "updated_at" timestamptz(3) not null, "deleted_at" timestamptz(3) null);`,
    );
    this.addSql(`create index "videos_updated_at_index" on "videos" ("updated_at");`);
  }
}
