/**
 * Whether a request is a slippy-map tile ({z}/{x}/{y}.png and the like, optionally @2x), from
 * whichever host TILE_URL names. Only map images count: the page's own fetch() of a tile
 * (storing a saved trail's map) goes straight to the network and into its own cache. Vector
 * tiles ({z}/{x}/{y}.mvt or .pbf) are fetched by the vector map itself (decision 086): they count.
 */
const TILE_PATH = /\/\d{1,2}\/\d{1,7}\/\d{1,7}(@2x)?\.(png|jpe?g|webp)$/i;
const VECTOR_TILE_PATH = /\/\d{1,2}\/\d{1,7}\/\d{1,7}\.(mvt|pbf)$/i;

export function isTileRequest(destination: string, url: URL): boolean {
  if (destination === '') return VECTOR_TILE_PATH.test(url.pathname);
  return destination === 'image' && TILE_PATH.test(url.pathname);
}
