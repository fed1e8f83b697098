import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { makeArchive } from '../../scripts/generated-tile-archive.mjs';
import { E2E_ADMIN_PASSWORD, FAKE_URL } from '../playwright.config';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface PackServer {
  url: string;
  stop(): void;
}

/**
 * The production build served by the real API with a tile archive (MAP_PMTILES), on a port the
 * system picks: the rest of the journeys run against a server without one, as most hosts are.
 * The archive holds generated tiles over `box` at zooms 8-16, each weighing what a map tile does.
 */
export async function startPackServer(box: [number, number, number, number]): Promise<PackServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-map-packs-'));
  const archive = path.join(dir, 'tiles.pmtiles');
  // Tiles of a real map's weight (15-25 KB), so a trail's pack comes in more than one part.
  await makeArchive(archive, [box], { minZoom: 8, maxZoom: 16, realistic: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      MAP_PMTILES: archive,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
      OPEN_METEO_BASE_URL: FAKE_URL,
      NEWS_FEEDS: `${FAKE_URL}/feeds/sa-mtb.xml`,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      // A random signing key: the server refuses example-like ones (decision 050).
      JWT_SECRET: randomBytes(32).toString('hex'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const m = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(seen);
      if (m) resolve(m[1]);
    });
    child.on('exit', (code) => reject(new Error(`the map-pack server stopped (${code})`)));
  });
  child.stdout!.resume();
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
