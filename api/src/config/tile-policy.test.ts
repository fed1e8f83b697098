import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.js';
import { isOpenStreetMapTileUrl, tileDownloadAllowed } from './tile-policy.js';

describe('isOpenStreetMapTileUrl', () => {
  it('recognises OpenStreetMap-operated tile hosts, with or without subdomains', () => {
    expect(isOpenStreetMapTileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isOpenStreetMapTileUrl('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(true);
    expect(isOpenStreetMapTileUrl('https://B.Tile.OpenStreetMap.org./{z}/{x}/{y}.png')).toBe(true);
    expect(isOpenStreetMapTileUrl('http://tile.osm.org/{z}/{x}/{y}.png')).toBe(true);
  });
  it('does not flag other providers, even with a look-alike name', () => {
    expect(isOpenStreetMapTileUrl('https://tiles.example.com/{z}/{x}/{y}.png')).toBe(false);
    expect(isOpenStreetMapTileUrl('https://{s}.tile.thunderforest.com/cycle/{z}/{x}/{y}{r}.png?apikey=k')).toBe(false);
    expect(isOpenStreetMapTileUrl('https://tile.openstreetmap.org.example.net/{z}/{x}/{y}.png')).toBe(false);
    expect(isOpenStreetMapTileUrl('https://notopenstreetmap.org/{z}/{x}/{y}.png')).toBe(false);
  });
});

describe('tileDownloadAllowed', () => {
  it('is off by default', () => {
    expect(
      tileDownloadAllowed(loadConfig({ NODE_ENV: 'test', TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' })),
    ).toBe(false);
  });
  it('is on for another provider when TILE_OFFLINE_DOWNLOAD is true, never for OpenStreetMap', () => {
    const on = { TILE_OFFLINE_DOWNLOAD: 'true' };
    expect(
      tileDownloadAllowed(
        loadConfig({ NODE_ENV: 'test', ...on, TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }),
      ),
    ).toBe(true);
    expect(tileDownloadAllowed(loadConfig({ NODE_ENV: 'test', ...on }))).toBe(false);
  });
});
