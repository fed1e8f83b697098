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
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  let dbUrl: string | undefined;
  let dropDb = async () => {};
  if (base) {
    const name = `trails_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${name}`;
    dbUrl = url.toString();
    dropDb = async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists "${name}" with (force)`);
      await c.end();
    };
  }
  const config = testConfig({
    WEB_DIST: '/nonexistent-web-dist',
    ...(dbUrl ? { DATABASE_URL: dbUrl } : {}),
    ...overrides,
  });
  const app = await buildApp({ config, memoryDatabase: !dbUrl });
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      await dropDb();
    },
  };
}
