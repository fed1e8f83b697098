// Turns an MBTiles file (what tilemaker writes) into a PMTiles v3 archive the server can serve
// as MAP_PMTILES. Uses Node's built-in SQLite and the API's PMTiles writer (run `npm run build` first).
//   node scripts/mbtiles-to-pmtiles.mjs south-africa.mbtiles south-africa.pmtiles
import { DatabaseSync } from 'node:sqlite';
import { zxyToTileId } from 'pmtiles';

/**
 * Converts `input` (MBTiles) to `output` (PMTiles) with the given map-tiles module (the API's
 * PmtilesWriter, TileType and Compression: built for the command line, its source in tests).
 * Answers how many tiles and bytes the archive holds.
 */
export async function mbtilesToPmtiles(input, output, { PmtilesWriter, TileType, Compression }) {
  const db = new DatabaseSync(input, { readOnly: true });
  try {
    const meta = Object.fromEntries(
      db
        .prepare('SELECT name, value FROM metadata')
        .all()
        .map((r) => [r.name, r.value]),
    );
    const FORMATS = {
      png: [TileType.png, Compression.none],
      jpg: [TileType.jpeg, Compression.none],
      jpeg: [TileType.jpeg, Compression.none],
      webp: [TileType.webp, Compression.none],
      // tilemaker and most MBTiles writers store vector tiles gzipped.
      pbf: [TileType.mvt, Compression.gzip],
    };
    const format = FORMATS[meta.format];
    if (!format) throw new Error(`Unknown MBTiles format "${meta.format}" (expected png, jpg, webp or pbf).`);

    // MBTiles rows count from the south (TMS); PMTiles addresses count from the north (XYZ).
    const ids = [];
    for (const r of db.prepare('SELECT zoom_level z, tile_column x, tile_row row FROM tiles').iterate()) {
      const y = 2 ** r.z - 1 - r.row;
      ids.push([zxyToTileId(r.z, r.x, y), r.z, r.x, r.row]);
    }
    if (!ids.length) throw new Error('The MBTiles file holds no tiles.');
    ids.sort((a, b) => a[0] - b[0]);
    const one = db.prepare('SELECT tile_data d FROM tiles WHERE zoom_level = ? AND tile_column = ? AND tile_row = ?');
    const writer = new PmtilesWriter(output);
    for (const [id, z, x, row] of ids) await writer.add(id, one.get(z, x, row).d);

    const zooms = ids.map((t) => t[1]);
    const bounds = (meta.bounds ?? '-180,-85,180,85').split(',').map(Number);
    const center = (meta.center ?? '').split(',').map(Number);
    const minZoom = Math.min(...zooms);
    const { json, ...rest } = meta;
    const bytes = await writer.finish(
      {
        tileType: format[0],
        tileCompression: format[1],
        minZoom,
        maxZoom: Math.max(...zooms),
        bounds,
        center: center.length === 3 ? center : [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, minZoom],
      },
      { ...rest, ...(json ? JSON.parse(json) : {}) },
    );
    return { tiles: ids.length, bytes };
  } finally {
    db.close();
  }
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) {
    console.error('usage: node scripts/mbtiles-to-pmtiles.mjs in.mbtiles out.pmtiles');
    process.exit(2);
  }
  try {
    const mapTiles = await import('../api/dist/modules/map-tiles/index.js');
    const { tiles, bytes } = await mbtilesToPmtiles(input, output, mapTiles);
    console.log(`${output}: ${tiles} tiles, ${(bytes / 1e6).toFixed(1)} MB`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
