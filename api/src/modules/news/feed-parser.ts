import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { firstImageSrc } from './html-text.js';

/** One entry of an RSS or Atom feed, before cleaning (HTML still in place, URLs resolved). */
export interface RawFeedItem {
  title: string;
  url: string | null;
  /** RSS description / Atom summary (may hold HTML). */
  summary: string;
  /** RSS content:encoded / Atom content (may hold HTML). */
  content: string;
  imageUrl: string | null;
  publishedAt: Date | null;
  categories: string[];
}

export interface ParsedFeed {
  format: 'rss' | 'atom';
  title: string | null;
  items: RawFeedItem[];
}

export class FeedFormatError extends Error {}

const ALWAYS_ARRAYS = new Set(['item', 'entry', 'link', 'category', 'enclosure', 'media:content', 'media:thumbnail']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Titles such as "2025" must stay text.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  htmlEntities: true,
  isArray: (name) => ALWAYS_ARRAYS.has(name),
});

type Node = unknown;
type Element = Record<string, Node>;

const isElement = (n: Node): n is Element => typeof n === 'object' && n !== null && !Array.isArray(n);
const list = (n: Node): Node[] => (Array.isArray(n) ? n : n === undefined || n === null ? [] : [n]);

/**
 * The text of an element: a plain string, its #text, or for mixed content (Atom xhtml) its own text
 * followed by all nested text (word order inside mixed content is approximate, which is enough for
 * a plain-text copy).
 */
function text(n: Node): string {
  if (typeof n === 'string') return n;
  if (typeof n === 'number' || typeof n === 'boolean') return String(n);
  if (Array.isArray(n)) return n.length ? text(n[0]) : '';
  if (isElement(n)) {
    return Object.entries(n)
      .filter(([k]) => !k.startsWith('@_'))
      .map(([, v]) => (Array.isArray(v) ? v.map(text).join(' ') : text(v)))
      .join(' ')
      .trim();
  }
  return '';
}

const attr = (n: Node, name: string): string | null => {
  const v = isElement(n) ? n[`@_${name}`] : undefined;
  return typeof v === 'string' && v.trim() ? v.trim() : null;
};

/** An absolute http(s) URL, or null. */
export function absoluteHttpUrl(href: string | null | undefined, base: string): string | null {
  if (!href) return null;
  try {
    const u = new URL(href.trim(), base);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.toString() : null;
  } catch {
    return null;
  }
}

function parseDate(...candidates: Node[]): Date | null {
  for (const c of candidates) {
    const s = text(c).trim();
    if (!s) continue;
    const d = new Date(s);
    if (!Number.isNaN(d.getTime())) return d;
  }
  return null;
}

function imageFrom(item: Element, html: string[], base: string): string | null {
  const isImage = (n: Node) =>
    (attr(n, 'type') ?? '').startsWith('image/') ||
    attr(n, 'medium') === 'image' ||
    /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(attr(n, 'url') ?? attr(n, 'href') ?? '');
  const candidates = [
    ...list(item['media:content'])
      .filter(isImage)
      .map((n) => attr(n, 'url')),
    ...list(item['media:thumbnail']).map((n) => attr(n, 'url')),
    ...list(item.enclosure)
      .filter(isImage)
      .map((n) => attr(n, 'url')),
    ...list(item.link)
      .filter((n) => attr(n, 'rel') === 'enclosure' && isImage(n))
      .map((n) => attr(n, 'href')),
    ...html.map(firstImageSrc),
  ];
  for (const c of candidates) {
    const url = absoluteHttpUrl(c, base);
    if (url) return url;
  }
  return null;
}

function rssItem(item: Element, base: string): RawFeedItem {
  const summary = text(item.description);
  const content = text(item['content:encoded']);
  const link = list(item.link)
    .map(text)
    .find((l) => l.trim());
  const guid = item.guid;
  const guidUrl = attr(guid, 'isPermaLink') === 'false' ? null : text(guid);
  return {
    title: text(item.title),
    url: absoluteHttpUrl(link, base) ?? absoluteHttpUrl(guidUrl, base),
    summary,
    content,
    imageUrl: imageFrom(item, [summary, content], base),
    publishedAt: parseDate(item.pubDate, item['dc:date'], item['a10:updated']),
    categories: list(item.category).map(text).filter(Boolean),
  };
}

function atomEntry(entry: Element, base: string): RawFeedItem {
  const links = list(entry.link);
  const alternate =
    links.find((l) => (attr(l, 'rel') ?? 'alternate') === 'alternate' && attr(l, 'href')) ??
    links.find((l) => attr(l, 'href'));
  const summary = text(entry.summary);
  const content = text(entry.content);
  return {
    title: text(entry.title),
    url: absoluteHttpUrl(attr(alternate, 'href'), base),
    summary,
    content,
    imageUrl: imageFrom(entry, [summary, content], base),
    publishedAt: parseDate(entry.published, entry.updated, entry.issued),
    categories: list(entry.category)
      .map((c) => attr(c, 'label') ?? attr(c, 'term') ?? text(c))
      .filter(Boolean),
  };
}

/**
 * Parses RSS 2.0 (and 0.9x / 1.0 RDF) or Atom 1.0. Throws FeedFormatError for anything that is not
 * well-formed XML or not a feed. Relative links are resolved against the feed's own URL.
 */
export function parseFeed(xml: string, feedUrl: string): ParsedFeed {
  // Feeds never need their own entity declarations; refusing them rules out entity-expansion bombs.
  if (/<!ENTITY/i.test(xml)) throw new FeedFormatError('entity declarations are not accepted');
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new FeedFormatError(`malformed XML: ${valid.err.msg} (line ${valid.err.line})`);
  const doc = parser.parse(xml) as Element;

  const rss = isElement(doc.rss) ? doc.rss : isElement(doc['rdf:RDF']) ? doc['rdf:RDF'] : null;
  if (rss) {
    const channel = list(rss.channel)[0];
    // RSS 2.0 nests items in the channel; RSS 1.0 puts them beside it.
    const items = [...(isElement(channel) ? list(channel.item) : []), ...list(rss.item)];
    return {
      format: 'rss',
      title: isElement(channel) ? text(channel.title).trim() || null : null,
      items: items.filter(isElement).map((i) => rssItem(i, feedUrl)),
    };
  }
  if (isElement(doc.feed)) {
    const feed = doc.feed;
    return {
      format: 'atom',
      title: text(feed.title).trim() || null,
      items: list(feed.entry)
        .filter(isElement)
        .map((e) => atomEntry(e, feedUrl)),
    };
  }
  throw new FeedFormatError('not an RSS or Atom feed');
}
