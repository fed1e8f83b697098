import type { RawFeedItem } from './feed-parser.js';
import { htmlToText, oneLine, truncate } from './html-text.js';

export interface CleanItem {
  title: string;
  url: string;
  description: string | null;
  content: string | null;
  imageUrl: string | null;
  publishedAt: Date;
  categories: string[];
}

const DAY = 86_400_000;

/** Feed item -> storable article: plain text, limits of the news table, sane dates. Null = unusable. */
export function cleanItem(raw: RawFeedItem, now: Date): CleanItem | null {
  const title = truncate(oneLine(htmlToText(raw.title)), 500);
  if (!title || !raw.url || raw.url.length > 1000) return null;
  const content = raw.content ? truncate(htmlToText(raw.content), 20_000) || null : null;
  const summary = raw.summary ? oneLine(htmlToText(raw.summary)) : '';
  const description = truncate(summary || oneLine(content ?? ''), 1000) || null;
  // A date in the future (a typo or a time-zone slip) would pin the article to the top for ever.
  const published = raw.publishedAt && raw.publishedAt.getTime() <= now.getTime() + DAY ? raw.publishedAt : now;
  return {
    title,
    url: raw.url,
    description,
    content,
    imageUrl: raw.imageUrl && raw.imageUrl.length <= 1000 ? raw.imageUrl : null,
    publishedAt: published,
    categories: raw.categories.map((c) => oneLine(htmlToText(c))).filter(Boolean),
  };
}
