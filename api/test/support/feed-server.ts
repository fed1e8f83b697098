import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** How the stand-in answers one path: a body with a status and type, or never answering at all. */
export type FeedRoute = { status?: number; contentType?: string; body: string } | 'hang';

export interface FeedServer {
  /** Absolute URL of a path on this server. */
  url(path: string): string;
  /** Adds or replaces what a path answers (e.g. a feed that gains an item). */
  set(path: string, route: FeedRoute): void;
  /** How often each path was requested. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/**
 * A local stand-in for news sites: serves RSS/Atom documents, errors, garbage and a feed that never
 * answers, on 127.0.0.1 and a free port. Unknown paths get 404.
 */
export async function startFeedServer(routes: Record<string, FeedRoute> = {}): Promise<FeedServer> {
  const table = new Map(Object.entries(routes));
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = table.get(path);
    if (route === 'hang') return; // keep the connection open and say nothing
    if (!route) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res
      .writeHead(route.status ?? 200, { 'content-type': route.contentType ?? 'application/rss+xml; charset=utf-8' })
      .end(route.body);
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    set: (path, route) => table.set(path, route),
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

export interface FeedEntry {
  title: string;
  link: string;
  description?: string;
  content?: string;
  published: Date;
  categories?: string[];
  image?: string;
}

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An RSS 2.0 document (descriptions as escaped HTML, content:encoded as CDATA, like WordPress). */
export function rssFeed(title: string, items: FeedEntry[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:media="http://search.yahoo.com/mrss/">
<channel>
  <title>${esc(title)}</title>
  <link>https://example.test/</link>
  <description>Test feed</description>
  ${items
    .map(
      (i) => `<item>
    <title>${esc(i.title)}</title>
    <link>${esc(i.link)}</link>
    <guid isPermaLink="false">${esc(i.link)}#guid</guid>
    <pubDate>${i.published.toUTCString()}</pubDate>
    ${(i.categories ?? []).map((c) => `<category><![CDATA[${c}]]></category>`).join('')}
    ${i.description !== undefined ? `<description>${esc(i.description)}</description>` : ''}
    ${i.content !== undefined ? `<content:encoded><![CDATA[${i.content}]]></content:encoded>` : ''}
    ${i.image ? `<media:content url="${esc(i.image)}" medium="image" />` : ''}
  </item>`,
    )
    .join('\n  ')}
</channel>
</rss>`;
}

/** An Atom 1.0 document (summary as type="html", content as escaped HTML). */
export function atomFeed(title: string, entries: FeedEntry[]): string {
  return `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom">
  <title type="text">${esc(title)}</title>
  <id>urn:test:${encodeURIComponent(title)}</id>
  <updated>${new Date().toISOString()}</updated>
  ${entries
    .map(
      (e) => `<entry>
    <title type="html">${esc(e.title)}</title>
    <link rel="alternate" type="text/html" href="${esc(e.link)}" />
    <id>${esc(e.link)}</id>
    <published>${e.published.toISOString()}</published>
    <updated>${e.published.toISOString()}</updated>
    ${(e.categories ?? []).map((c) => `<category term="${esc(c)}" />`).join('')}
    ${e.description !== undefined ? `<summary type="html">${esc(e.description)}</summary>` : ''}
    ${e.content !== undefined ? `<content type="html">${esc(e.content)}</content>` : ''}
  </entry>`,
    )
    .join('\n  ')}
</feed>`;
}
