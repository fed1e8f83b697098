import { describe, expect, it } from 'vitest';
import { isTileRequest } from './tile-request';

describe('isTileRequest', () => {
  it('matches tiles of the usual providers', () => {
    expect(isTileRequest('image', new URL('https://tile.openstreetmap.org/13/4515/4966.png'))).toBe(true);
    expect(isTileRequest('image', new URL('https://a.tile.opentopomap.org/15/18063/19870.png'))).toBe(true);
    expect(isTileRequest('image', new URL('https://tiles.example.com/v1/12/2257/2483@2x.webp'))).toBe(true);
    expect(isTileRequest('image', new URL('http://127.0.0.1:4174/tiles/13/4515/4966.png'))).toBe(true);
  });

  it('leaves the app icons, API calls and page loads alone', () => {
    expect(isTileRequest('image', new URL('https://trails.example/icons/icon-192.png'))).toBe(false);
    expect(isTileRequest('', new URL('https://trails.example/api/routes/12'))).toBe(false);
    expect(isTileRequest('', new URL('https://tile.example.com/13/4515/4966.png'))).toBe(false);
    expect(isTileRequest('document', new URL('https://tile.openstreetmap.org/13/4515/4966.png'))).toBe(false);
  });

  it("matches the vector map's fetch() of this server's vector tiles (decision 086)", () => {
    expect(isTileRequest('', new URL('https://trails.example/tiles/13/4515/4966.mvt'))).toBe(true);
    expect(isTileRequest('', new URL('https://trails.example/tiles/13/4515/4966.pbf'))).toBe(true);
    expect(isTileRequest('image', new URL('https://trails.example/tiles/13/4515/4966.mvt'))).toBe(false);
    expect(isTileRequest('', new URL('https://trails.example/api/tiles/13/4515/4966.json'))).toBe(false);
  });
});
