#!/usr/bin/env node
/** `npm start`: build what is missing, then serve the web app and the API from one process. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], { stdio: 'inherit' });
await import(path.join(root, 'api/dist/server.js'));
