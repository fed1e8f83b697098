#!/usr/bin/env node
/**
 * Builds what is missing or out of date: shared-types + api (tsc) and the web app (vite).
 * The web app's files are then precompressed (brotli + gzip) for the server to send as they are.
 * `node scripts/build.mjs api` builds only the server side. `--force` rebuilds everything.
 */
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.find((a) => !a.startsWith('--'));

function newest(dir) {
  let max = 0;
  if (!existsSync(dir)) return max;
  if (statSync(dir).isFile()) return statSync(dir).mtimeMs;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    max = Math.max(max, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return max;
}
const stale = (sources, output) =>
  force || !existsSync(output) || sources.some((s) => newest(path.join(root, s)) > statSync(output).mtimeMs);
const run = (cmd) => execSync(cmd, { cwd: root, stdio: 'inherit' });

if (stale(['shared-types/src', 'api/src'], path.join(root, 'api/dist/server.js'))) {
  console.log('Building shared-types and api...');
  run('npx tsc -b shared-types api');
}
if (
  only !== 'api' &&
  stale(
    ['shared-types/src', 'web/src', 'web/public', 'web/index.html', 'web/vite.config.ts'],
    path.join(root, 'web/dist/index.html'),
  )
) {
  console.log('Building web...');
  run('npm run build -w web');
}
if (only !== 'api') run(`"${process.execPath}" scripts/precompress.mjs web/dist`);
