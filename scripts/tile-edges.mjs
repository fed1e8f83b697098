// A slippy-map tile's own edges, from the inverse Web Mercator formulas: what the tests check the
// app's tile ranges against (the server's pack, the offline hint, the service worker).

/** West, east, north and south edges of tile z/x/y, in degrees. */
export function tileEdges(z, x, y) {
  const side = 2 ** z;
  const lng = (t) => (t / side) * 360 - 180;
  const lat = (t) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * t) / side))) * 180) / Math.PI;
  return { west: lng(x), east: lng(x + 1), north: lat(y), south: lat(y + 1) };
}

/** The first row at zoom z whose south edge is below latitude `lat` (rows run north to south). */
export function rowOf(lat, z) {
  let [lo, hi] = [0, 2 ** z - 1];
  while (lo < hi) {
    const mid = Math.floor((lo + hi) / 2);
    if (tileEdges(z, 0, mid).south < lat) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** Every tile near a [west, south, east, north] box at zoom z (two more on each side), with whether it overlaps the box. */
export function tilesNear([w, s, e, n], z) {
  const column = (lng) => Math.floor(((lng + 180) / 360) * 2 ** z);
  const out = [];
  for (let y = rowOf(n, z) - 2; y <= rowOf(s, z) + 2; y++)
    for (let x = column(w) - 2; x <= column(e) + 2; x++) {
      const t = tileEdges(z, x, y);
      const overlaps = t.east > w && t.west < e && t.south < n && t.north > s;
      out.push({ key: `${z}/${x}/${y}`, x, y, overlaps });
    }
  return out;
}
