import type { EntityManager } from '@mikro-orm/core';
import type { NewsArticle, NewsQuery } from '@trailfinder/shared-types';
import { NewsArticleSchema } from './news.entity.js';
import { toNews } from './news.mapper.js';

/** `%`, `_` and `\` are wildcards in (I)LIKE patterns: escape them so a category matches literally. */
const literalLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const visible = { isActive: true, deletedAt: null } as const;

export class NewsRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** Newest first; category compared without regard to letter case. */
  async list(q: NewsQuery): Promise<NewsArticle[]> {
    const rows = await this.em().find(
      NewsArticleSchema,
      { ...visible, ...(q.category ? { category: { $ilike: literalLike(q.category) } } : {}) },
      { orderBy: { publishedAt: 'desc', id: 'desc' }, limit: q.limit },
    );
    return rows.map(toNews);
  }
}
