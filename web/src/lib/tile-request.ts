/**
 * Whether a request is a slippy-map tile ({z}/{x}/{y}.png and the like, optionally @2x), from
 * whichever host TILE_URL names. Only map images count: the page's own fetch() of a tile
 * (storing a saved trail's map) goes straight to the network and into its own cache.
 */
const TILE_PATH = /\/\d{1,2}\/\d{1,7}\/\d{1,7}(@2x)?\.(png|jpe?g|webp)$/i;

export function isTileRequest(destination: string, url: URL): boolean {
  return destination === 'image' && TILE_PATH.test(url.pathname);
}
