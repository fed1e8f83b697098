import { describe, expect, it } from 'vitest';
import { storedTile, storedViewTarget, tileKey, viewIsStored } from './stored-tiles';
import { tileAt, tilesInBox } from './tile-math';

const STELLENBOSCH = [-33.93, 18.86] as const;
const TEMPLATE = 'https://{s}.tile.example.org/{z}/{x}/{y}{r}.png';
const BASE = 'https://trails.example.org/';

describe('storedTile', () => {
  it('reads the tile of a URL the layer asks for, on any density', () => {
    expect(storedTile('https://b.tile.example.org/5/18/19.png', TEMPLATE, BASE)).toEqual({ z: 5, x: 18, y: 19 });
    expect(storedTile('https://b.tile.example.org/5/18/19@2x.png', TEMPLATE, BASE)).toEqual({ z: 5, x: 18, y: 19 });
  });

  it("ignores another provider's tiles and other files", () => {
    expect(storedTile('https://tiles.other.org/5/18/19.png', TEMPLATE, BASE)).toBeNull();
    // Leaflet would ask subdomain 'b' for this tile, never 'a'.
    expect(storedTile('https://a.tile.example.org/5/18/19.png', TEMPLATE, BASE)).toBeNull();
    expect(storedTile('https://b.tile.example.org/favicon.ico', TEMPLATE, BASE)).toBeNull();
  });
});

describe('viewIsStored and storedViewTarget', () => {
  const box = [18.8, -33.98, 18.92, -33.88] as const;
  const stored = new Set(tilesInBox(box, 5, 12).map(tileKey));

  it('knows a view is stored when one of its tiles is', () => {
    expect(viewIsStored(stored, box, 12)).toBe(true);
    expect(viewIsStored(stored, box, 13)).toBe(false);
    expect(viewIsStored(new Set([tileKey(tileAt(-33.9, 18.9, 12))]), box, 12)).toBe(true);
  });

  it('zooms out at the same place to the closest stored zoom', () => {
    expect(storedViewTarget(stored, STELLENBOSCH, 16)).toEqual({ centre: STELLENBOSCH, zoom: 12 });
  });

  it('goes to the nearest stored tile when nothing under the centre is stored', () => {
    const only = new Set([tileKey(tileAt(...STELLENBOSCH, 14))]);
    const target = storedViewTarget(only, [-26.2, 28.05], 10);
    expect(target?.zoom).toBe(14);
    const [lat, lng] = target?.centre ?? [0, 0];
    expect(tileKey(tileAt(lat, lng, 14))).toBe(tileKey(tileAt(...STELLENBOSCH, 14)));
  });

  it('has nowhere to go when nothing is stored', () => {
    expect(storedViewTarget(new Set(), STELLENBOSCH, 10)).toBeNull();
  });
});
