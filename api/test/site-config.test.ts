import { afterEach, describe, expect, it } from 'vitest';
import { ClientConfig } from '@trailfinder/shared-types';
import { loadConfig } from '../src/config/env.js';
import { createTestApp } from './helpers.js';

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe('ad network and analytics settings', () => {
  it('are unset by default: no ids for the web app and no third-party origins in the CSP', async () => {
    const test = await createTestApp();
    close = test.close;
    const res = await test.app.inject('/api/config');
    const body = res.json();
    // The shape the web app reads; with neither id it asks no cookie question.
    expect(ClientConfig.safeParse(body).success).toBe(true);
    expect(body).not.toHaveProperty('adClientId');
    expect(body).not.toHaveProperty('analyticsId');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/googlesyndication|googletagmanager/);
  });

  it('are handed to the web app and allowed by the CSP when configured', async () => {
    const test = await createTestApp({
      ADSENSE_CLIENT_ID: 'ca-pub-1234567890123456',
      ADSENSE_SLOT_ID: '9876543210',
      ANALYTICS_ID: 'G-ABC123XYZ',
    });
    close = test.close;
    const res = await test.app.inject('/api/config');
    expect(ClientConfig.safeParse(res.json()).success).toBe(true);
    expect(res.json()).toMatchObject({
      adClientId: 'ca-pub-1234567890123456',
      adSlotId: '9876543210',
      analyticsId: 'G-ABC123XYZ',
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src [^;]*https:\/\/pagead2\.googlesyndication\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/frame-src [^;]*https:\/\/googleads\.g\.doubleclick\.net/);
    expect(csp).toMatch(/connect-src [^;]*google-analytics\.com/);
  });

  it('rejects ids in the wrong shape', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', ADSENSE_CLIENT_ID: 'pub-123', ANALYTICS_ID: 'UA-1234-1' })).toThrow(
      /ADSENSE_CLIENT_ID[\s\S]*ANALYTICS_ID/,
    );
    expect(loadConfig({ NODE_ENV: 'test', ADSENSE_CLIENT_ID: '', ANALYTICS_ID: '' })).toMatchObject({
      ADSENSE_CLIENT_ID: undefined,
      ANALYTICS_ID: undefined,
    });
  });
});

describe('offline map download setting', () => {
  it('is off by default', async () => {
    const test = await createTestApp();
    close = test.close;
    const res = await test.app.inject('/api/config');
    expect(res.json()).toMatchObject({ tileDownloadAllowed: false });
  });

  it('stays off for OpenStreetMap tiles even when TILE_OFFLINE_DOWNLOAD is true', async () => {
    const test = await createTestApp({
      TILE_OFFLINE_DOWNLOAD: 'true',
      TILE_URL: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
    });
    close = test.close;
    const res = await test.app.inject('/api/config');
    expect(res.json()).toMatchObject({
      tileUrl: 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png',
      tileDownloadAllowed: false,
    });
  });

  it('is on for another provider when TILE_OFFLINE_DOWNLOAD is true', async () => {
    const test = await createTestApp({
      TILE_OFFLINE_DOWNLOAD: 'true',
      TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    close = test.close;
    const res = await test.app.inject('/api/config');
    expect(res.json()).toMatchObject({ tileDownloadAllowed: true });
  });
});

describe('map tile origins in the CSP', () => {
  it('allow every subdomain Leaflet spreads {s} over, for images and the page’s own tile fetches', async () => {
    const test = await createTestApp({ TILE_URL: 'https://{s}.tiles.example.net/{z}/{x}/{y}{r}.png' });
    close = test.close;
    const csp = String((await test.app.inject('/api/config')).headers['content-security-policy']);
    for (const host of ['a', 'b', 'c']) {
      expect(csp).toMatch(new RegExp(`connect-src [^;]*https://${host}\\.tiles\\.example\\.net`));
      expect(csp).toMatch(new RegExp(`img-src [^;]*https://${host}\\.tiles\\.example\\.net`));
    }
  });
});
