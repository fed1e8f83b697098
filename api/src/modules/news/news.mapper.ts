import type { NewsArticle as NewsDto } from '@trailfinder/shared-types';
import type { NewsArticle } from './news.entity.js';

export function toNews(n: NewsArticle): NewsDto {
  return {
    id: n.id,
    title: n.title,
    description: n.description,
    content: n.content,
    url: n.url,
    imageUrl: n.imageUrl,
    source: n.source,
    sourceColor: n.sourceColor,
    category: n.category,
    publishedAt: n.publishedAt.toISOString(),
    isActive: n.isActive,
  };
}
