/**
 * The production server for the benchmarks: `api/dist/server.js` with the production node flags,
 * on a throwaway data directory and a random port (BENCH_PORT sets it), answering once /api/health does.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** BENCH_NODE_FLAGS replaces scripts/server-flags.mjs ('' for none). */
export const NODE_FLAGS = process.env.BENCH_NODE_FLAGS?.split(/\s+/).filter(Boolean) ?? SERVER_NODE_FLAGS;

export async function startServer(extraEnv = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trails-bench-'));
  // BENCH_PORT: a port of the caller's choosing (several benches on one machine); else a random one.
  const port = Number(process.env.BENCH_PORT) || 4300 + Math.floor(Math.random() * 600);
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'api/dist/server.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      NEWS_FEEDS: '',
      JWT_SECRET: '08f5d4b31dd9f1c807270bf0754e65401b4a764aae49df207ec7b30967993cf8',
      ADMIN_PASSWORD: 'bench-only-password',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise((r) => server.once('exit', r));
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    pid: server.pid,
    async stop() {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
