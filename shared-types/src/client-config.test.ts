import { describe, expect, it } from 'vitest';
import { ClientConfig } from './client-config.js';

const base = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  tileAttribution: '© OpenStreetMap contributors',
  tileDownloadAllowed: false,
  contactEmail: 'hello@trailfinder.co.za',
};

describe('ClientConfig (GET /api/config, read by the web app)', () => {
  it('needs no third-party id: without them only our own banners and first-party page views run', () => {
    const parsed = ClientConfig.parse(base);
    expect(parsed.adClientId).toBeUndefined();
    expect(parsed.analyticsId).toBeUndefined();
  });

  it('carries the ad and analytics ids when the server is configured with them', () => {
    expect(ClientConfig.parse({ ...base, adClientId: 'ca-pub-1', adSlotId: '42', analyticsId: 'G-X' })).toMatchObject({
      adClientId: 'ca-pub-1',
      analyticsId: 'G-X',
    });
  });

  it('refuses an answer missing a tile setting or with the offline flag as text', () => {
    const { tileUrl: _, ...noTiles } = base;
    expect(ClientConfig.safeParse(noTiles).success).toBe(false);
    expect(ClientConfig.safeParse({ ...base, tileDownloadAllowed: 'true' }).success).toBe(false);
  });
});
