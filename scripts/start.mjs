#!/usr/bin/env node
/**
 * `npm start`: build what is missing, then serve the web app and the API from one process, with
 * the production node flags (scripts/server-flags.mjs). Signals are passed on so the server
 * closes cleanly (stops the news timer, lets writes finish).
 */
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
// The server needs PUBLIC_URL in production (absolute links never come from the Host header).
// `npm start` serves this machine, so without one it names this machine; a real host sets its own.
if (!process.env.PUBLIC_URL?.trim()) {
  process.env.PUBLIC_URL = `http://localhost:${process.env.PORT?.trim() || 3000}`;
  console.log(`PUBLIC_URL is not set: using ${process.env.PUBLIC_URL} (set it to the public address in production)`);
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'api/dist/server.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
