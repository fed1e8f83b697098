import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/build-app.js';
import { testConfig } from '../src/config/env.js';
import { freshDatabase } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';

/**
 * The README's backup and restore, done as a host would: PostgreSQL with pg_dump and pg_restore
 * into a new, empty database (when TEST_DATABASE_URL is set); the embedded database by copying
 * its folder while the server is stopped. Either way the restored copy serves the same catalogue.
 */
const tmp = mkdtempSync(path.join(os.tmpdir(), 'trailfinder-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function start(settings: Record<string, string>): Promise<FastifyInstance> {
  const app = await buildApp({
    config: testConfig({ WEB_DIST: '/nonexistent-web-dist', ...adminConfig, ...settings }),
  });
  await app.ready();
  return app;
}

/** What riders and devices read, plus an admin's own addition (not only the seeded rows). */
async function catalogue(app: FastifyInstance) {
  const read = async (url: string) => {
    const res = await app.inject(url);
    expect(res.statusCode, url).toBe(200);
    return res.json() as unknown;
  };
  return {
    routes: await read('/api/routes'),
    events: await read('/api/events'),
    videos: await read('/api/videos'),
    news: await read('/api/news?limit=100'),
  };
}

async function addTrail(app: FastifyInstance) {
  const res = await asAdmin(app, await login(app), {
    method: 'POST',
    url: '/api/admin/routes',
    payload: {
      name: 'Backup Ridge Loop',
      location: 'Sabie',
      province: 'Mpumalanga',
      difficulty: 'moderate',
      rating: 4.1,
      description: 'Added before the backup, to be found after the restore.',
      distance: 21.5,
      elevation: 540,
      duration: '2-3 hours',
      coordinatesLat: '-25.1',
      coordinatesLng: '30.78',
    },
  });
  expect(res.statusCode).toBe(201);
}

// The run on each database tests its own backup (no skipped test on either).
if (process.env.TEST_DATABASE_URL) {
  describe('PostgreSQL: pg_dump, then pg_restore into an empty database', () => {
    it('serves the same catalogue from the restored database, and the admin still signs in', async () => {
      const source = await freshDatabase();
      cleanups.push(source.dropDb);
      const app = await start({ DATABASE_URL: source.dbUrl! });
      await addTrail(app);
      const before = await catalogue(app);
      const dump = path.join(tmp, 'trails.dump');
      execFileSync('pg_dump', ['--format=custom', `--file=${dump}`, source.dbUrl!]);
      await app.close();

      const target = await freshDatabase();
      cleanups.push(target.dropDb);
      execFileSync('pg_restore', ['--no-owner', `--dbname=${target.dbUrl!}`, dump]);
      const restored = await start({ DATABASE_URL: target.dbUrl!, SEED_ON_START: 'false' });
      cleanups.push(() => restored.close());
      expect(await catalogue(restored)).toEqual(before);
      expect(JSON.stringify(before.routes)).toContain('Backup Ridge Loop');
      await login(restored);
    }, 180_000);
  });
} else {
  describe('embedded database: a copy of the stopped server’s folder', () => {
    it('serves the same catalogue from the copy, and the admin still signs in', async () => {
      const dataDir = path.join(tmp, 'data');
      const app = await start({ DATA_DIR: dataDir });
      await addTrail(app);
      const before = await catalogue(app);
      await app.close();

      const copy = path.join(tmp, 'restored');
      cpSync(dataDir, copy, { recursive: true });
      const restored = await start({ DATA_DIR: copy, SEED_ON_START: 'false' });
      cleanups.push(() => restored.close());
      expect(await catalogue(restored)).toEqual(before);
      expect(JSON.stringify(before.routes)).toContain('Backup Ridge Loop');
      await login(restored);
    }, 180_000);
  });
}
