/** Types for scripts/tile-edges.mjs (a tile's edges, for the tests of tile ranges). */
export function tileEdges(
  z: number,
  x: number,
  y: number,
): { west: number; east: number; north: number; south: number };
export function rowOf(lat: number, z: number): number;
export function tilesNear(
  box: readonly [number, number, number, number],
  z: number,
): { key: string; x: number; y: number; overlaps: boolean }[];
