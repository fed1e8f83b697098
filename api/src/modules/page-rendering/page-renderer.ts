import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import type { PageSeed, RenderedPage, Trail } from '@trailfinder/shared-types';
import { pagePartFiles, type PageParts, type RenderedPageKind } from './page-parts.js';
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
  /** Each kind of page's lazy parts (web/src/app/page-parts.ts); absent in an older build. */
  PAGE_PARTS?: PageParts;
  /** A trail's illustration as an SVG file, with its version (web/src/lib/trail-illustration.ts). */
  trailIllustration?(trail: Trail): TrailIllustrationFile;
}

export interface TrailIllustrationFile {
  svg: string;
  /** The version the app's address for it carries (`?v=`). */
  version: string;
}

/** The shell's empty root, where a rendered page and its seed go. */
const EMPTY_ROOT = /<div id="root"><\/div>/;

/** A page that takes longer than this is sent as the app shell instead (the browser renders it). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * The web app's server rendering (web/dist-ssr, built beside web/dist): the home page and trail
 * pages go out with their content in the HTML, so they paint before any JavaScript runs and the
 * app then hydrates them (docs/decisions/032, 080). Without that build, or when a render fails, pages
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
      return new PageRenderer(entry, log, pagePartFiles(distDir, entry.PAGE_PARTS ?? { home: [], trail: [] }));
    } catch (err) {
      log.error({ err, file }, 'web app server rendering could not be loaded: pages are sent as the app shell');
      return new PageRenderer(null, log);
    }
  }

  get enabled(): boolean {
    return this.entry !== null;
  }

  /**
   * `trail`'s illustration, drawn by the web app's own code (the browser draws the same picture
   * when it cannot fetch this one); null without the server build, or when it fails to draw.
   */
  illustration(trail: Trail): TrailIllustrationFile | null {
    if (!this.entry?.trailIllustration) return null;
    try {
      return this.entry.trailIllustration(trail);
    } catch (err) {
      this.log.warn({ err, trail: trail.id }, 'trail illustration could not be drawn');
      return null;
    }
  }

  /**
   * `shell` (index.html, head tags already set) with the page rendered into `<div id="root">`, its
   * seed beside it, and at the end of the head its parts' code (`<link rel="modulepreload">`, so it
   * downloads beside the app's entry and the app hydrates them as soon as it can) and its styles;
   * the shell as it is when rendering is off, fails or times out.
   */
  async fill(shell: string, url: string, seed: PageSeed): Promise<string> {
    if (!this.entry) return shell;
    if (!EMPTY_ROOT.test(shell)) return shell;
    let timer: NodeJS.Timeout | undefined;
    try {
      const page = await Promise.race([
        this.entry.renderPage(url, seed),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
        }),
      ]);
      return this.dress(shell, seed, page.html, page.head);
    } catch (err) {
      this.log.warn({ err, url }, 'page could not be rendered on the server: sent as the app shell');
      return shell;
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * `shell` with `seed` beside its empty root and the page's parts' code asked for at once: the
   * browser renders the page itself, from the seed, as soon as the app's code has run (a filtered
   * home address: its list depends on the address, so it is not rendered here, but its trails need
   * not wait for the first sync).
   */
  seedOnly(shell: string, seed: PageSeed): string {
    return EMPTY_ROOT.test(shell) ? this.dress(shell, seed, '', '') : shell;
  }

  /** `shell` with `html` in its root, the seed beside it, and the page's parts and `head` in its head. */
  private dress(shell: string, seed: PageSeed, html: string, head: string): string {
    const seedTag = `<script type="application/json" id="page-seed">${scriptSafeJson(seed)}</script>`;
    const parts = this.code[seed.trail ? 'trail' : 'home']
      // Low priority, as the app's own tags (web/vite.config.ts, decision 081): the paint first.
      .map((file) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${file}">`)
      .join('');
    return shell
      .replace(/<\/head>/i, () => `${parts}${head}</head>`)
      .replace(EMPTY_ROOT, () => `<div id="root">${html}</div>${seedTag}`);
  }
}
