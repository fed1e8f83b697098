// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { NewsArticle } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';
import { stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers } from '../../../lib/test-render';
import { useNews } from './use-news';

const article = (id: number, title: string): NewsArticle => ({
  id,
  title,
  description: 'A ride report.',
  content: null,
  url: `https://news.example/${id}`,
  imageUrl: null,
  source: 'Bike Hub',
  sourceColor: '#0a6ebd',
  category: 'trails',
  publishedAt: `2026-03-0${id}T08:00:00.000Z`,
  isActive: true,
});

let fetch: ReturnType<typeof vi.fn>;
beforeEach(async () => {
  stubNavigatorOnline();
  vi.stubGlobal('localStorage', { getItem: () => 'session-id-1234', setItem: () => undefined });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  fetch = vi.fn();
  vi.stubGlobal('fetch', fetch);
  await db.news.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useNews', () => {
  it('falls back to the latest news when the personal ranking fails', async () => {
    fetch.mockImplementation(async (url: string) =>
      url.startsWith('/api/recommendations') ? json({ message: 'down' }, 503) : json([article(1, 'Latest')]),
    );
    const { result } = renderHook(() => useNews('personalized'), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'articles', personalized: false }));
    expect(result.current.kind === 'articles' && result.current.articles.map((a) => a.title)).toEqual(['Latest']);
  });

  it("shows the device's copy (filled by sync) when the server cannot be reached at all", async () => {
    await db.news.bulkPut([article(1, 'Older'), article(2, 'Newer')]);
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useNews('latest'), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'articles', fromDevice: true }));
    expect(result.current.kind === 'articles' && result.current.articles.map((a) => a.title)).toEqual([
      'Newer',
      'Older',
    ]);
  });

  it('says the news is unavailable when neither the server nor the device has any', async () => {
    fetch.mockRejectedValue(new TypeError('Failed to fetch'));
    const { result } = renderHook(() => useNews('latest'), { wrapper: providers() });
    await waitFor(() => expect(result.current).toEqual({ kind: 'unavailable' }));
  });
});
