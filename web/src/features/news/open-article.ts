import type { NewsArticle } from '@trailfinder/shared-types';
import { track } from '../../lib/tracking';

/** Phones open articles in the same tab: a new tab is awkward to come back from there. */
export function opensInSameTab(): boolean {
  if (typeof window === 'undefined') return false;
  const narrow = typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches;
  return narrow || /Android|iPhone|iPad|iPod|Mobile/i.test(navigator.userAgent);
}

/** Records the click (article_click with source, category and title), then lets the link open. */
export function onArticleClick(event: React.MouseEvent<HTMLAnchorElement>, article: NewsArticle, url: string): void {
  track('article_click', {
    entityId: article.id,
    entityType: 'news',
    metadata: { source: article.source, category: article.category, title: article.title.slice(0, 500) },
  });
  const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
  if (!modified && opensInSameTab()) {
    event.preventDefault();
    window.location.assign(url);
  }
}
