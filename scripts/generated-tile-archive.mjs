// Makes a PMTiles archive of generated tiles over given boxes (no map data is copied or invented:
// each raster tile is a made-up picture, each vector tile made-up shapes: a grid of tracks, lakes,
// woods and blocks). For the map-pack journeys and `npm run bench`.
// Needs the API built (api/dist), whose PMTiles writer it uses.
//   node scripts/generated-tile-archive.mjs out.pmtiles west,south,east,north [minZoom] [maxZoom] [realistic] [vector]
import { deflateSync } from 'node:zlib';
import { zxyToTileId } from 'pmtiles';
import { tileMvt, VECTOR_LAYERS } from './generated-vector-tile.mjs';
import { PmtilesWriter, TileType, Compression } from '../api/dist/modules/map-tiles/index.js';

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const out = Buffer.alloc(data.length + 12);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
};

/** A 256 x 256 PNG tile: one colour from its address, or (realistic) with noise that weighs what a map tile does (15-25 KB). */
export function tilePng(z, x, y, realistic = false) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(256, 0);
  header.writeUInt32BE(256, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const base = [(z * 23) % 200, 120 + (x % 100), 120 + (y % 100)];
  let seed = (z * 73856093) ^ (x * 19349663) ^ (y * 83492791);
  // Half or three quarters of the pixels noisy: about 15 or 23 KB, as busy and quiet map tiles weigh.
  const busy = 2 + ((x + y) % 2);
  const rows = [];
  for (let r = 0; r < 256; r++) {
    const row = Buffer.alloc(1 + 256 * 3);
    for (let c = 0; c < 256; c++) {
      let noise = 0;
      if (realistic && (c + r) % 4 < busy) {
        seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
        noise = (seed >>> 28) & 3;
      }
      row[1 + c * 3] = base[0] + noise;
      row[2 + c * 3] = base[1];
      row[3 + c * 3] = base[2] + noise;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const tileOf = (lng, lat, z) => {
  const n = 2 ** z;
  const r = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.asinh(Math.tan(r)) / Math.PI) / 2) * n)];
};

/** Writes the archive; answers how many tiles and bytes it holds. */
export async function makeArchive(file, boxes, { minZoom = 8, maxZoom = 16, realistic = false, vector = false } = {}) {
  const tiles = new Map();
  for (const [w, s, e, n] of boxes)
    for (let z = minZoom; z <= maxZoom; z++) {
      const [x0, y0] = tileOf(w, n, z);
      const [x1, y1] = tileOf(e, s, z);
      for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.set(zxyToTileId(z, x, y), [z, x, y]);
    }
  const writer = new PmtilesWriter(file);
  for (const id of [...tiles.keys()].sort((a, b) => a - b))
    await writer.add(id, vector ? tileMvt(...tiles.get(id)) : tilePng(...tiles.get(id), realistic));
  const all = boxes.reduce(
    (a, b) => [Math.min(a[0], b[0]), Math.min(a[1], b[1]), Math.max(a[2], b[2]), Math.max(a[3], b[3])],
    [180, 90, -180, -90],
  );
  const bytes = await writer.finish(
    {
      tileType: vector ? TileType.mvt : TileType.png,
      tileCompression: vector ? Compression.gzip : Compression.none,
      minZoom,
      maxZoom,
      bounds: all,
      center: [(all[0] + all[2]) / 2, (all[1] + all[3]) / 2, minZoom],
    },
    {
      name: 'Generated test tiles',
      attribution: '© OpenStreetMap contributors',
      ...(vector && {
        vector_layers: VECTOR_LAYERS.map((id) => ({
          id,
          fields: { class: 'String' },
          minzoom: minZoom,
          maxzoom: maxZoom,
        })),
      }),
    },
  );
  return { tiles: tiles.size, bytes };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [file, box, minZoom, maxZoom, ...flags] = process.argv.slice(2);
  if (!file || !box) {
    console.error(
      'usage: node scripts/generated-tile-archive.mjs out.pmtiles west,south,east,north [minZoom] [maxZoom] [realistic] [vector]',
    );
    process.exit(2);
  }
  const made = await makeArchive(file, [box.split(',').map(Number)], {
    minZoom: Number(minZoom ?? 8),
    maxZoom: Number(maxZoom ?? 16),
    realistic: flags.includes('realistic'),
    vector: flags.includes('vector'),
  });
  console.log(`${file}: ${made.tiles} tiles, ${(made.bytes / 1e6).toFixed(1)} MB`);
}
