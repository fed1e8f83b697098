// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { makeWeather, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { providers, setOnline } from '../../../lib/test-render';
import { WeatherBlock } from './weather-block';

let network: { online: boolean };
beforeEach(async () => {
  network = stubNavigatorOnline();
  await db.weather.clear();
  setOnline(network, false);
  vi.stubGlobal('fetch', vi.fn());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the current weather block, offline', () => {
  it('waits for the device before saying anything: the saved weather shows, never "unavailable" first', async () => {
    await db.weather.put({ routeId: 7, data: makeWeather(16), fetchedAt: '2026-04-01T08:05:00.000Z' });
    render(<WeatherBlock routeId={7} hasLocation />, { wrapper: providers() });
    // The first render, before the device has been read: loading, not "unavailable".
    expect(screen.queryByText('Weather data unavailable')).toBeNull();
    expect(screen.getByLabelText('Loading weather')).toBeTruthy();
    expect(await screen.findByText(/Last weather seen on this device/)).toBeTruthy();
    expect(screen.queryByText('Weather data unavailable')).toBeNull();
  });

  it('with nothing saved on the device: "Weather data unavailable" once it has been read', async () => {
    render(<WeatherBlock routeId={7} hasLocation />, { wrapper: providers() });
    expect(await screen.findByText('Weather data unavailable')).toBeTruthy();
    expect(screen.queryByLabelText('Loading weather')).toBeNull();
  });
});
