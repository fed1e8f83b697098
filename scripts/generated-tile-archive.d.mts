/** Types for scripts/generated-tile-archive.mjs (generated raster or vector tiles in a PMTiles archive). */
export function tilePng(z: number, x: number, y: number, realistic?: boolean): Buffer;
export function makeArchive(
  file: string,
  boxes: [number, number, number, number][],
  opts?: { minZoom?: number; maxZoom?: number; realistic?: boolean; vector?: boolean },
): Promise<{ tiles: number; bytes: number }>;
