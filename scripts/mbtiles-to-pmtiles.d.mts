/** Types for scripts/mbtiles-to-pmtiles.mjs (an MBTiles file made into a PMTiles archive). */
export function mbtilesToPmtiles(
  input: string,
  output: string,
  mapTiles: {
    PmtilesWriter: new (path: string) => {
      add(tileId: number, bytes: Uint8Array): Promise<void>;
      finish(fields: unknown, metadata: Record<string, unknown>): Promise<number>;
    };
    TileType: Record<'png' | 'jpeg' | 'webp' | 'mvt', number>;
    Compression: Record<'none' | 'gzip', number>;
  },
): Promise<{ tiles: number; bytes: number }>;
