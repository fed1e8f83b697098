import { describe, expect, it } from 'vitest';
import type { NewsArticle, RecommendedNews } from '@trailfinder/shared-types';
import { chooseNews, personalizedFailed, type Outcome } from './news-view';

const article = (id: number): NewsArticle => ({
  id,
  title: `Story ${id}`,
  description: null,
  content: null,
  url: `https://example.org/${id}`,
  imageUrl: null,
  source: 'Bike Hub',
  sourceColor: '#0a6ebd',
  category: 'racing',
  publishedAt: '2025-06-01T00:00:00Z',
  isActive: true,
});
const recommended = (id: number): RecommendedNews => ({
  ...article(id),
  recommendationScore: 0.9,
  recommendationReasons: ['Mentions Western Cape, where you have been browsing trails'],
});

const ok = <T>(data: T[]): Outcome<T> => ({ data, error: undefined, loading: false });
const failed = <T>(): Outcome<T> => ({ data: undefined, error: new Error('503: down'), loading: false });
const loading = <T>(): Outcome<T> => ({ data: undefined, error: undefined, loading: true });
const idle = <T>(): Outcome<T> => ({ data: undefined, error: undefined, loading: false });

describe('choosing the news to show', () => {
  it('shows the personal ranking, with its reasons, in Personalized mode', () => {
    const view = chooseNews('personalized', ok([recommended(1)]), idle(), undefined);
    expect(view).toMatchObject({ kind: 'articles', personalized: true, fromDevice: false });
    expect(view.kind === 'articles' && view.articles[0].id).toBe(1);
  });

  it('waits while the personal ranking loads', () => {
    expect(chooseNews('personalized', loading(), idle(), undefined)).toEqual({ kind: 'loading' });
  });

  it('falls back to the latest news when the personal call fails or has no data', () => {
    expect(personalizedFailed(failed())).toBe(true);
    expect(personalizedFailed(ok([]))).toBe(true);
    expect(personalizedFailed(loading())).toBe(false);
    for (const rec of [failed<RecommendedNews>(), ok<RecommendedNews>([])]) {
      expect(chooseNews('personalized', rec, ok([article(7)]), undefined)).toMatchObject({
        kind: 'articles',
        personalized: false,
        articles: [{ id: 7 }],
      });
    }
  });

  it('shows the latest news in Latest mode, whatever the personal ranking holds', () => {
    expect(chooseNews('latest', ok([recommended(1)]), ok([article(2)]), undefined)).toMatchObject({
      kind: 'articles',
      personalized: false,
      articles: [{ id: 2 }],
    });
  });

  it('uses the copy on the device when the server cannot be reached', () => {
    expect(chooseNews('latest', idle(), failed(), [article(3)])).toMatchObject({
      kind: 'articles',
      fromDevice: true,
      articles: [{ id: 3 }],
    });
    expect(chooseNews('personalized', failed(), failed(), undefined)).toEqual({ kind: 'loading' });
  });

  it("is 'unavailable' after a failure with nothing to show, 'empty' when the server has no news", () => {
    expect(chooseNews('personalized', failed(), failed(), [])).toEqual({ kind: 'unavailable' });
    expect(chooseNews('latest', idle(), ok([]), [article(1)])).toEqual({ kind: 'empty' });
    expect(chooseNews('personalized', ok([]), ok([]), undefined)).toEqual({ kind: 'empty' });
  });
});
