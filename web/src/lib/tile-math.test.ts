import { describe, expect, it } from 'vitest';
import { tileAt, tilesAround, tilesInBox, tileUrl } from './tile-math';

const CAPE_TOWN = [-33.9249, 18.4241] as const;

describe('tileAt', () => {
  it('gives the standard slippy-map tile numbers', () => {
    expect(tileAt(...CAPE_TOWN, 13)).toEqual({ z: 13, x: 4515, y: 4917 });
    expect(tileAt(...CAPE_TOWN, 15)).toEqual({ z: 15, x: 18061, y: 19669 });
    expect(tileAt(51.5074, -0.1278, 10)).toEqual({ z: 10, x: 511, y: 340 });
    expect(tileAt(0, 0, 0)).toEqual({ z: 0, x: 0, y: 0 });
  });

  it('stays inside the tile grid at the edges of the map', () => {
    expect(tileAt(89.9, 180, 2)).toEqual({ z: 2, x: 3, y: 0 });
    expect(tileAt(-89.9, -180, 2)).toEqual({ z: 2, x: 0, y: 3 });
  });
});

describe('tilesAround', () => {
  it('covers 3 km around the trailhead at zooms 12 to 15, each tile once', () => {
    const tiles = tilesAround(...CAPE_TOWN);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([12, 13, 14, 15]));
    expect(new Set(tiles.map((t) => `${t.z}/${t.x}/${t.y}`)).size).toBe(tiles.length);
    expect(tiles).toContainEqual(tileAt(...CAPE_TOWN, 13));
    // About 1 km per zoom-15 tile here: 6 km across is 6 to 8 tiles each way.
    const z15 = tiles.filter((t) => t.z === 15);
    expect(z15.length).toBeGreaterThanOrEqual(36);
    expect(z15.length).toBeLessThanOrEqual(64);
    // The corners of the area are covered.
    expect(z15).toContainEqual(tileAt(CAPE_TOWN[0] + 0.026, CAPE_TOWN[1] - 0.032, 15));
    expect(z15).toContainEqual(tileAt(CAPE_TOWN[0] - 0.026, CAPE_TOWN[1] + 0.032, 15));
    expect(tiles.length).toBeLessThan(120);
  });

  it('takes a custom radius and zoom range', () => {
    expect(tilesAround(...CAPE_TOWN, 10, 13, 13)).toEqual([{ z: 13, x: 4515, y: 4917 }]);
  });
});

describe('tileUrl', () => {
  const tile = { z: 13, x: 4515, y: 4917 };

  it('fills {z}/{x}/{y}', () => {
    expect(tileUrl('https://tile.openstreetmap.org/{z}/{x}/{y}.png', tile)).toBe(
      'https://tile.openstreetmap.org/13/4515/4917.png',
    );
  });

  it('picks the subdomain the way Leaflet does and fills {r} and {-y}', () => {
    // (4515 + 4917) % 3 = 0 -> 'a'; the next column -> 'b'.
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}{r}.png', tile)).toBe(
      'https://a.tiles.example/13/4515/4917.png',
    );
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', { ...tile, x: 4516 })).toBe(
      'https://b.tiles.example/13/4516/4917.png',
    );
    expect(tileUrl('https://{s}.tiles.example/{z}/{x}/{y}.png', tile, { subdomains: ['t1', 't2'] })).toBe(
      'https://t1.tiles.example/13/4515/4917.png',
    );
    expect(tileUrl('https://tiles.example/{z}/{x}/{y}{r}.png?key=k', tile, { retina: true })).toBe(
      'https://tiles.example/13/4515/4917@2x.png?key=k',
    );
    expect(tileUrl('https://tms.example/{z}/{x}/{-y}.png', tile)).toBe('https://tms.example/13/4515/3274.png');
  });
});

describe('tilesInBox', () => {
  it('covers every tile between the corners of a track box', () => {
    const box = tilesInBox([18.4, -34.1, 18.5, -34.0], 12, 12);
    const corners = [tileAt(-34.0, 18.4, 12), tileAt(-34.1, 18.5, 12)];
    expect(box).toHaveLength((corners[1].x - corners[0].x + 1) * (corners[1].y - corners[0].y + 1));
    expect(box).toContainEqual(corners[0]);
    expect(box).toContainEqual(corners[1]);
  });
});
