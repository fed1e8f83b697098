// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { makeWeather as weather, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers, setOnline } from '../../../lib/test-render';
import { useWeather } from './use-weather';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  await db.weather.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('useWeather (kept on the device)', () => {
  it('offline: shows the last weather seen on this device, marked as not fresh, without a request', async () => {
    await db.weather.put({ routeId: 3, data: weather(14), fetchedAt: minutesAgo(90) });
    setOnline(network, false);
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useWeather(3, true), { wrapper: providers() });
    await waitFor(() => expect(result.current.data?.data.weather.temperature).toBe(14));
    expect(result.current.status).toBe('failed');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('online with a copy younger than 5 minutes: uses it as fresh, no request', async () => {
    await db.weather.put({ routeId: 3, data: weather(18), fetchedAt: minutesAgo(2) });
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useWeather(3, true), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'fresh', data: { data: weather(18) } }));
    expect(fetch).not.toHaveBeenCalled();
  });

  it('online with an older copy: asks the server and keeps the answer on the device', async () => {
    await db.weather.put({ routeId: 3, data: weather(11), fetchedAt: minutesAgo(30) });
    const fetch = vi.fn(async () => json(weather(21)));
    vi.stubGlobal('fetch', fetch);
    const { result } = renderHook(() => useWeather(3, true), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'fresh', data: { data: weather(21) } }));
    expect(fetch).toHaveBeenCalledWith('/api/routes/3/weather', expect.anything());
    expect((await db.weather.get(3))?.data).toEqual(weather(21));
  });

  it('the service failing: the saved copy stays on screen, marked as not fresh', async () => {
    await db.weather.put({ routeId: 3, data: weather(9), fetchedAt: minutesAgo(30) });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'Weather service unavailable' }, 503)),
    );
    const { result } = renderHook(() => useWeather(3, true), { wrapper: providers() });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'failed', data: { data: weather(9) } }));
  });

  it('nothing saved and nothing fetched yet: loading, then nothing to show when it fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ message: 'down' }, 503)),
    );
    const { result } = renderHook(() => useWeather(3, true), { wrapper: providers() });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toEqual({ status: 'failed', data: null }));
  });
});
