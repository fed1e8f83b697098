import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** What a server-rendered page hydrates with beyond the app's entry: its lazy parts (web/src/app/router.tsx). */
const PAGE_PARTS = {
  home: ['src/app/routes/home-sections.tsx', 'src/app/layout/site-footer.tsx'],
  trail: ['src/app/routes/trail-page.tsx', 'src/app/layout/site-footer.tsx'],
} as const;

export type RenderedPageKind = keyof typeof PAGE_PARTS;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The code files each kind of rendered page needs after the app's entry (the entry and what it
 * imports excluded), read from the web build's manifest (web/dist/.vite/manifest.json). boot.js
 * asks for them a few per task (decision 039); the app's own preload then finds them asked for.
 * Empty lists without a manifest: the app asks for everything itself, as before.
 */
export function pageCode(distDir: string): Record<RenderedPageKind, string[]> {
  const file = path.join(distDir, '.vite', 'manifest.json');
  const none = { home: [], trail: [] };
  if (!existsSync(file)) return none;
  let manifest: Manifest;
  try {
    manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return none;
  }
  const closure = (keys: readonly string[]): Set<string> => {
    const seen = new Set<string>();
    const stack = [...keys];
    while (stack.length) {
      const key = stack.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      stack.push(...(manifest[key].imports ?? []));
    }
    return seen;
  };
  const initial = closure(Object.keys(manifest).filter((k) => manifest[k]!.isEntry));
  const files = (kind: RenderedPageKind) =>
    [...closure(PAGE_PARTS[kind])]
      .filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'))
      .map((key) => `/${manifest[key]!.file}`)
      .sort();
  return { home: files('home'), trail: files('trail') };
}
