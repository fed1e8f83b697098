import { describe, expect, it } from 'vitest';
import type { NewsArticle } from '@trailfinder/shared-types';
import { rankNews, type RankableArticle, type SessionTaste } from './news-ranking.js';

const NOW = new Date('2025-06-15T12:00:00Z');
const DAY = 86_400_000;

function item(id: number, daysOld: number, geo: string[], extra: Partial<NewsArticle> = {}): RankableArticle {
  return {
    article: {
      id,
      title: `Article ${id}`,
      description: null,
      content: null,
      url: `https://example.test/${id}`,
      imageUrl: null,
      source: 'Source A',
      sourceColor: null,
      category: 'general',
      publishedAt: new Date(NOW.getTime() - daysOld * DAY).toISOString(),
      isActive: true,
      ...extra,
    },
    analysis: { topics: [], geoRelevance: geo, skillLevel: 'all' },
  };
}

const taste = (t: Partial<SessionTaste>): SessionTaste => ({
  provinces: {},
  topics: {},
  sources: {},
  skillLevel: null,
  interactionCount: 10,
  ...t,
});

describe('rankNews', () => {
  it('ranks by recency for a new session, South African stories a little higher', () => {
    const list = rankNews([item(1, 20, []), item(2, 1, []), item(3, 2, ['South Africa', 'Gauteng'])], null, NOW);
    expect(list.map((n) => n.id)).toEqual([3, 2, 1]);
    expect(list[0].recommendationReasons).toEqual(['Latest from South African mountain biking', 'Fresh this week']);
    expect(list[2].recommendationReasons).toEqual(['Latest mountain biking news']);
  });

  it('halves the recency part every 14 days', () => {
    const [fresh, old] = rankNews([item(1, 0, []), item(2, 14, [])], null, NOW);
    expect(fresh.recommendationScore).toBe(0.75);
    expect(old.recommendationScore).toBe(0.375);
  });

  it('lifts matching provinces, topics and sources, and says so', () => {
    const items = [
      item(1, 1, ['South Africa', 'Gauteng']),
      item(2, 10, ['South Africa', 'Western Cape', 'Stellenbosch'], { category: 'racing', source: 'Source B' }),
    ];
    const t = taste({ provinces: { 'Western Cape': 5 }, topics: { racing: 2 }, sources: { 'Source B': 1 } });
    const [first, second] = rankNews(items, t, NOW);
    expect(first.id).toBe(2);
    expect(first.recommendationReasons).toEqual([
      'Mentions Western Cape, where you have been browsing trails',
      'About racing, a topic you read',
      'From Source B, a source you read',
    ]);
    expect(second.recommendationReasons).toEqual(['Latest from South African mountain biking', 'Fresh this week']);
  });

  it('keeps every score within 0..1', () => {
    const t = taste({ provinces: { 'Western Cape': 1 }, topics: { racing: 1 }, sources: { 'Source A': 1 } });
    const perfect = item(1, 0, ['Western Cape'], { category: 'racing' });
    const list = rankNews([perfect, item(2, 3650, []), item(3, -2, [])], t, NOW);
    for (const n of list) {
      expect(n.recommendationScore).toBeGreaterThanOrEqual(0);
      expect(n.recommendationScore).toBeLessThanOrEqual(1);
    }
    expect(list[0].recommendationScore).toBe(1);
  });
});
