export type LatLng = readonly [lat: number, lng: number];

const isRealNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The trailhead: the first [lat, lng] pair of a route's `coordinates` JSON text. Used only
 * when that pair holds two real numbers; otherwise null and a console note,
 * so the route simply gets no marker / GPS / navigation.
 */
export function parseTrailhead(coordinates: string | null | undefined, routeId?: number): LatLng | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(coordinates ?? '');
  } catch {
    console.warn(`Route ${routeId ?? '?'}: coordinates are not valid JSON`, coordinates);
    return null;
  }
  const first = Array.isArray(parsed) ? parsed[0] : undefined;
  if (!Array.isArray(first) || !isRealNumber(first[0]) || !isRealNumber(first[1])) {
    console.warn(`Route ${routeId ?? '?'}: no usable first coordinate pair`, coordinates);
    return null;
  }
  if (Math.abs(first[0]) > 90 || Math.abs(first[1]) > 180) {
    console.warn(`Route ${routeId ?? '?'}: coordinates out of range`, coordinates);
    return null;
  }
  return [first[0], first[1]];
}
