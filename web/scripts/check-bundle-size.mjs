#!/usr/bin/env node
/**
 * Bundle budget: the JavaScript the home page loads up front (the entry script and the chunks
 * index.html preloads) must stay within 250 KB gzip. Lazy chunks (Leaflet, other pages) do not
 * count. Run after `vite build`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 250 * 1000;
const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const files = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
let total = 0;
for (const file of files) {
  const size = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${(size / 1000).toFixed(1).padStart(8)} kB  ${file}`);
}
console.log(`${(total / 1000).toFixed(1).padStart(8)} kB  initial JS (gzip), budget ${BUDGET_BYTES / 1000} kB`);
if (total > BUDGET_BYTES) {
  console.error('Over the home page bundle budget.');
  process.exit(1);
}
