#!/usr/bin/env node
/**
 * Bundle budgets: the JavaScript the home page loads up front (the entry script and the chunks
 * index.html preloads) must stay within 200 KB gzip, and the server-rendered home page's in all
 * (those and its lower sections, which it asks for beside them: its parts, web/src/app/page-parts.ts)
 * within 150 KB, issue 31's aim, met once the device database left the start path (decision 099).
 * Lazy chunks of other pages, the device database and Leaflet do not count. Run after `vite build`
 * (`npm run bench` does). DIST_DIR points it at another build.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 200 * 1000;
const RENDERED_HOME_BUDGET_BYTES = 150 * 1000;
const dist = process.env.DIST_DIR ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const gzipSize = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(8)} kB`;

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))];
let total = 0;
for (const file of initial) {
  const size = gzipSize(file);
  total += size;
  console.log(`${kb(size)}  ${file}`);
}
console.log(`${kb(total)}  initial JS (gzip), budget ${BUDGET_BYTES / 1000} kB`);

/** A chunk and the chunks it imports statically, minus those already counted. */
function withStaticImports(file, seen) {
  if (seen.has(file)) return [];
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  const imports = [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((m) => `assets/${m[1]}`);
  return [file, ...imports.flatMap((f) => withStaticImports(f, seen))];
}
// The entry names its lazy chunks (Vite's preload map): find the home page's lower sections there.
const entryCode = initial.map((f) => readFileSync(path.join(dist, f), 'utf8')).join('\n');
const sectionsFile = /assets\/home-sections-[\w-]+\.js/.exec(entryCode)?.[0];
if (sectionsFile) {
  const after = withStaticImports(sectionsFile, new Set(initial)).reduce((sum, f) => sum + gzipSize(f), 0);
  console.log(`${kb(after)}  and, on the server-rendered home page, its lower sections`);
  console.log(
    `${kb(total + after)}  the server-rendered home page's JS in all, budget ${RENDERED_HOME_BUDGET_BYTES / 1000} kB`,
  );
  if (total + after > RENDERED_HOME_BUDGET_BYTES) {
    console.error("Over the server-rendered home page's bundle budget.");
    process.exitCode = 1;
  }
} else {
  console.error('The home page names no lower sections: the budget check cannot find them.');
  process.exitCode = 1;
}
if (total > BUDGET_BYTES) {
  console.error('Over the home page bundle budget.');
  process.exitCode = 1;
}
