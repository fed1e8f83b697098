import { KNOWN_NEWS_SOURCES } from './news-sources.js';

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
};

const KNOWN_BY_NAME = new Map(KNOWN_NEWS_SOURCES.map((s) => [s.name.toLowerCase(), s]));
const KNOWN_BY_HOST = new Map(KNOWN_NEWS_SOURCES.map((s) => [hostOf(s.homepage), s]));

/** FNV-1a: a small, stable string hash (same colour for a source on every server, every start). */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/**
 * The sample sources keep their fixed colours ("Sample news sources have fixed colours");
 * any other source gets a colour derived from its name: dark enough for white badge text.
 */
export function sourceColour(source: string): string {
  const known = KNOWN_BY_NAME.get(source.trim().toLowerCase());
  if (known) return known.color;
  const h = hash(source.trim().toLowerCase());
  return hslToHex(h % 360, 0.55 + ((h >>> 9) % 20) / 100, 0.32 + ((h >>> 17) % 10) / 100);
}

/**
 * The name shown for a feed's articles: a known sample source when the feed lives on its site
 * (so ingested and sample articles share one name and colour), else the feed's title, else its host.
 */
export function sourceName(feedUrl: string, feedTitle: string | null): string {
  const host = hostOf(feedUrl);
  const known = KNOWN_BY_HOST.get(host) ?? (feedTitle ? KNOWN_BY_NAME.get(feedTitle.toLowerCase()) : undefined);
  if (known) return known.name;
  return feedTitle || host || 'News';
}
