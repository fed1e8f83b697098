import { readFileSync } from 'node:fs';
import path from 'node:path';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`), as far as this file reads it. */
export interface ViteManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ViteManifestChunk>;

/**
 * The admin's code: the modules the app imports on demand under `src/features/admin/`, or named
 * `admin-*` elsewhere (the tracks panel of the dashboard). The admin signs in online only (spec),
 * so nothing here needs to be kept for an off-grid rider.
 */
const isAdminModule = (key: string) => key.startsWith('src/features/admin/') || /(^|\/)admin-[^/]*$/.test(key);

/**
 * The files the entry reaches through static and dynamic imports, not following the dynamic
 * imports `follow` refuses.
 */
function reachable(manifest: ViteManifest, follow: (key: string) => boolean): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const queue = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  while (queue.length) {
    const key = queue.pop()!;
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) continue;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    queue.push(...(chunk.imports ?? []));
    queue.push(...(chunk.dynamicImports ?? []).filter(follow));
  }
  return files;
}

/**
 * The build's files only the admin's code reaches: reached from the entry, but only through a
 * dynamic import of the admin's code. A rider's files (everything else the entry reaches) stay,
 * and so do files outside the import graph (the stylesheet, icons, index.html). The admin's files
 * are fetched when the admin opens the dashboard or signs in, as before.
 */
export function adminOnlyFiles(manifest: ViteManifest): Set<string> {
  const rider = reachable(manifest, (key) => !isAdminModule(key));
  return new Set([...reachable(manifest, () => true)].filter((file) => !rider.has(file)));
}

/**
 * A Workbox manifest transform (vite-plugin-pwa's `injectManifest.manifestTransforms`) that drops
 * the admin-only files from the precache list, reading the build manifest Vite has just written
 * into `distDir` (decision 100).
 */
export function precacheWithoutAdmin(distDir: string) {
  return <T extends { url: string }>(entries: T[]) => {
    const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
    const adminOnly = adminOnlyFiles(manifest);
    return { manifest: entries.filter((entry) => !adminOnly.has(entry.url.replace(/^\//, ''))), warnings: [] };
  };
}
