import path from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { SITE_NAME } from './trail-meta.js';

/** Used when the web app is not built (API-only runs and tests): still a valid page with a head. */
const FALLBACK_TEMPLATE = `<!doctype html>
<html lang="en-ZA">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <title>${SITE_NAME}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** Tags the page-specific ones replace: the app shell's generic title, description and social tags. */
const REPLACED_TAGS = [
  /[ \t]*<title>[\s\S]*?<\/title>[ \t]*\r?\n?/gi,
  /[ \t]*<meta\s[^>]*(?:name|property)\s*=\s*["'](?:description|robots|og:[^"']*|twitter:[^"']*)["'][^>]*>[ \t]*\r?\n?/gi,
  /[ \t]*<link\s[^>]*rel\s*=\s*["']canonical["'][^>]*>[ \t]*\r?\n?/gi,
];

/** The web app's index.html with its head tags swapped for a page's own. */
export class PageTemplate {
  readonly html: string;

  constructor(distDir: string) {
    const indexFile = path.join(distDir, 'index.html');
    const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : '';
    this.html = /<\/head>/i.test(html) ? html : FALLBACK_TEMPLATE;
  }

  /** `headTags` must already be escaped. */
  withHead(headTags: string): string {
    const end = this.html.search(/[ \t]*<\/head>/i);
    const head = REPLACED_TAGS.reduce((html, pattern) => html.replace(pattern, ''), this.html.slice(0, end));
    const rest = this.html.slice(end);
    const indent = /^[ \t]*/.exec(rest)?.[0] ?? '';
    return `${head}${indent}  ${headTags}\n${rest}`;
  }
}
