import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, loadQuery } from './query-cache';

afterEach(() => clearQueryCache());

describe('query cache', () => {
  it('shares one request between callers of the same key', async () => {
    const fetcher = vi.fn(() => Promise.resolve([1, 2]));
    await Promise.all([loadQuery('/api/news', fetcher), loadQuery('/api/news', fetcher)]);
    expect(fetcher).toHaveBeenCalledTimes(1);
    await loadQuery('/api/news', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('records a failure without throwing', async () => {
    await expect(loadQuery('/api/events', () => Promise.reject(new Error('offline')))).resolves.toBeUndefined();
  });
});
