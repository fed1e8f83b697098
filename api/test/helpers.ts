import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/build-app.js';
import { testConfig, type AppConfig } from '../src/config/env.js';

/**
 * Builds the real app on a fresh database: in-memory PGlite by default, or a brand-new
 * PostgreSQL database (dropped afterwards) when TEST_DATABASE_URL is set.
 */
export async function createTestApp(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void>; config: AppConfig }> {
  const { dbUrl, dropDb } = await freshDatabase();
  const config = testConfig({
    WEB_DIST: '/nonexistent-web-dist',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...overrides,
  });
  const app = await buildApp({ config, memoryDatabase: !dbUrl });
  await app.ready();
  return {
    app,
    // With TEST_DATABASE_URL, building another app from this config gives a second instance on the same database.
    config,
    close: async () => {
      await app.close();
      await dropDb();
    },
  };
}

/** A brand-new, empty PostgreSQL database when TEST_DATABASE_URL is set (else none: PGlite). */
export async function freshDatabase(): Promise<{ dbUrl?: string; dropDb: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { dropDb: async () => {} };
  const name = `trails_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    dbUrl: url.toString(),
    dropDb: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    },
  };
}

/**
 * Two instances started at the same moment on one empty database, as replicas are: on
 * PostgreSQL two apps racing to migrate and seed it; on embedded PGlite (one process owns the
 * database) the one app twice.
 */
export async function createTwoInstancesAtOnce(
  overrides: Partial<Record<keyof AppConfig, string>> = {},
): Promise<{ a: FastifyInstance; b: FastifyInstance; close: () => Promise<void>; sharedDatabase: boolean }> {
  const { dbUrl, dropDb } = await freshDatabase();
  if (!dbUrl) {
    const { app, close } = await createTestApp(overrides);
    return { a: app, b: app, close, sharedDatabase: false };
  }
  const config = testConfig({ WEB_DIST: '/nonexistent-web-dist', DATABASE_URL: dbUrl, ...overrides });
  const start = async () => {
    const app = await buildApp({ config });
    await app.ready();
    return app;
  };
  const [a, b] = await Promise.all([start(), start()]);
  return {
    a,
    b,
    sharedDatabase: true,
    close: async () => {
      await Promise.all([a.close(), b.close()]);
      await dropDb();
    },
  };
}

/**
 * A second instance of the app on the first one's database, as behind a load balancer: on
 * PostgreSQL a separate app (its own pool, listener and locks) on the same database; on embedded
 * PGlite, where one process owns the database, the same app (the single-instance path).
 */
export async function createSecondInstance(
  first: FastifyInstance,
  overrides: Partial<Record<keyof AppConfig, string>> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void>; sharedDatabase: boolean }> {
  const url = first.config.DATABASE_URL;
  if (!url) return { app: first, close: async () => {}, sharedDatabase: false };
  const config = testConfig({ WEB_DIST: '/nonexistent-web-dist', DATABASE_URL: url, ...overrides });
  const app = await buildApp({ config });
  await app.ready();
  return { app, close: () => app.close(), sharedDatabase: true };
}
