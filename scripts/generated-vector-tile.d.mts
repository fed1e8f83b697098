/** Types for scripts/generated-vector-tile.mjs (made-up vector tiles). */
export const VECTOR_LAYERS: string[];
/** A gzipped vector tile (MVT) of made-up shapes, about 5-15 KB. */
export function tileMvt(z: number, x: number, y: number): Buffer;
