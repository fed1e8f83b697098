import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The kinds of page the server renders, each with its lazy parts (web/src/app/page-parts.ts). */
export type RenderedPageKind = 'home' | 'trail';
export type PageParts = Record<RenderedPageKind, readonly string[]>;

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/**
 * The code files of each kind of rendered page's parts (`parts`: their source files, as the web
 * app's server build lists them) beyond the app's entry and what it imports, read from the web
 * build's manifest (web/dist/.vite/manifest.json), as Vite's guide to server rendering does for
 * preload directives. Empty lists without a manifest: the app then asks for them itself.
 */
export function pagePartFiles(distDir: string, parts: PageParts): Record<RenderedPageKind, string[]> {
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
    [...closure(parts[kind])]
      .filter((key) => !initial.has(key) && manifest[key]!.file.endsWith('.js'))
      .map((key) => `/${manifest[key]!.file}`)
      .sort();
  return { home: files('home'), trail: files('trail') };
}
