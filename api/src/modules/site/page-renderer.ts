import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageSeed, RenderedPage } from '@trailfinder/shared-types';
import { pageCode, type RenderedPageKind } from './page-code.js';
import { scriptSafeJson } from './trail-meta.js';

/** The headers `looksWide` reads: a page rendered with its guess varies on them. */
export const SCREEN_HINT_HEADERS = ['Sec-CH-UA-Mobile', 'User-Agent'];

/**
 * Whether the browser is on a desktop-sized screen, guessed from the request (the client hint
 * Chromium sends, else the user agent): the page is rendered in the layout it will show, so a
 * desktop does not first paint the phone layout and then switch.
 */
export function looksWide(headers: Record<string, string | string[] | undefined>): boolean {
  const hint = headers['sec-ch-ua-mobile'];
  if (hint === '?1') return false;
  if (hint === '?0') return true;
  const agent = String(headers['user-agent'] ?? '');
  return agent !== '' && !/Mobi|Android|iPhone|iPad|iPod/i.test(agent);
}

interface ServerEntry {
  renderPage(url: string, seed: PageSeed): Promise<RenderedPage>;
}

/** A page that takes longer than this is sent as the app shell instead (the browser renders it). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The web app's server rendering (web/dist-ssr, built beside web/dist): the home page and trail
 * pages go out with their content in the HTML, so they paint before any JavaScript runs and the
 * app then hydrates them (docs/decisions/032). Without that build, or when a render fails, pages
 * are the plain app shell, as before: server rendering is never a reason for an error page.
 */
export class PageRenderer {
  private constructor(
    private readonly entry: ServerEntry | null,
    private readonly log: FastifyBaseLogger,
    private readonly code: Record<RenderedPageKind, string[]> = { home: [], trail: [] },
  ) {}

  static async load(distDir: string, log: FastifyBaseLogger): Promise<PageRenderer> {
    const file = path.join(distDir, '..', 'dist-ssr', 'entry-server.js');
    if (!existsSync(file)) {
      log.warn({ file }, 'web app server rendering not built: pages are sent as the app shell');
      return new PageRenderer(null, log);
    }
    try {
      const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
      return new PageRenderer(entry, log, pageCode(distDir));
    } catch (err) {
      log.error({ err, file }, 'web app server rendering could not be loaded: pages are sent as the app shell');
      return new PageRenderer(null, log);
    }
  }

  get enabled(): boolean {
    return this.entry !== null;
  }

  /**
   * `shell` (index.html, head tags already set) with the page rendered into `<div id="root">`, its
   * seed beside it and its styles at the end of the head; the shell as it is when rendering is
   * off, fails or times out.
   */
  async fill(shell: string, url: string, seed: PageSeed): Promise<string> {
    if (!this.entry) return shell;
    const root = /<div id="root"><\/div>/;
    if (!root.test(shell)) return shell;
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        this.entry.renderPage(url, seed),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
        }),
      ]);
      const seedTag = `<script type="application/json" id="page-seed">${scriptSafeJson(seed)}</script>`;
      return loadCodeAfterPaint(shell, this.code[seed.trail ? 'trail' : 'home'])
        .replace(/<\/head>/i, () => `${page.head}</head>`)
        .replace(root, () => `<div id="root">${page.html}</div>${seedTag}`);
    } catch (err) {
      this.log.warn({ err, url }, 'page could not be rendered on the server: sent as the app shell');
      return shell;
    } finally {
      clearTimeout(timer);
    }
  }
}

const ENTRY = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\r?\n?/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\r?\n?/g;
/** Data the app's start fetches (the theme's token snapshot, web/src/config/token-snapshot.ts). */
const FETCH_PRELOAD = /[ \t]*<link rel="preload" as="fetch" crossorigin="" href="([^"]+)">\r?\n?/g;

/**
 * The shell with its module script and preloads swapped for web/public/boot.js, which adds them
 * after the first paint: a rendered page shows its content from the HTML, and the app's code
 * (about 180 KB) would otherwise share the slow link with it and hold that paint back. `later`:
 * the page's own code files (page-code.ts), which boot.js asks for next, a few per task.
 */
export function loadCodeAfterPaint(shell: string, later: readonly string[] = []): string {
  const entry = ENTRY.exec(shell)?.[1];
  if (!entry) return shell;
  const preloads = [...shell.matchAll(MODULE_PRELOAD)].map((m) => m[1]);
  const fetches = [...shell.matchAll(FETCH_PRELOAD)].map((m) => m[1]);
  const boot =
    `<script defer src="/boot.js" data-entry="${entry}" data-preload="${preloads.join(' ')}"` +
    `${fetches.length ? ` data-fetch="${fetches.join(' ')}"` : ''}` +
    `${later.length ? ` data-later="${later.join(' ')}"` : ''}></script>`;
  return shell
    .replace(ENTRY, '')
    .replace(MODULE_PRELOAD, '')
    .replace(FETCH_PRELOAD, '')
    .replace(/<\/body>/i, () => `${boot}\n  </body>`);
}
