// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { providers, testQueryClient } from '../test-render';
import { FRESHNESS } from './freshness';

afterEach(() => vi.restoreAllMocks());

describe('the query layer', () => {
  it('shares one request between every reader of the same key, and reuses a fresh answer', async () => {
    const client = testQueryClient();
    const fetcher = vi.fn(async () => ['article']);
    const useLatest = () => useQuery({ queryKey: ['news', 'latest'], queryFn: fetcher });
    const a = renderHook(useLatest, { wrapper: providers(client) });
    const b = renderHook(useLatest, { wrapper: providers(client) });
    await waitFor(() => expect(a.result.current.data).toEqual(['article']));
    expect(b.result.current.data).toEqual(['article']);
    renderHook(useLatest, { wrapper: providers(client) });
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('does not retry by default and reports the failure instead of throwing', async () => {
    const fetcher = vi.fn(async () => {
      throw new Error('Failed to fetch events');
    });
    const { result } = renderHook(() => useQuery({ queryKey: ['events', 'all'], queryFn: fetcher }), {
      wrapper: providers(),
    });
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(result.current.error?.message).toBe('Failed to fetch events');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('keeps answers fresh for 10 minutes unless a kind of data says otherwise', () => {
    const defaults = testQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(10 * 60 * 1000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
    expect(FRESHNESS.recommendedNews).toMatchObject({ staleTime: 5 * 60 * 1000, refetchInterval: 15 * 60 * 1000 });
    expect(FRESHNESS.weather.refetchInterval).toBe(5 * 60 * 1000);
    expect(FRESHNESS.forecast.refetchInterval).toBe(10 * 60 * 1000);
    expect(FRESHNESS.adminSession).toMatchObject({ staleTime: 5 * 60 * 1000, retry: false });
  });
});
