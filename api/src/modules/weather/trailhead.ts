export interface LatLng {
  lat: number;
  lng: number;
}

const isCoordinate = (v: unknown, limit: number): v is number =>
  typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;

/**
 * The trailhead: the first [latitude, longitude] pair of a trail's coordinates (the stored array
 * or the API's JSON text). Null unless it holds two real numbers in range, so
 * callers can refuse instead of asking outside services about nonsense.
 */
export function trailhead(coordinates: unknown): LatLng | null {
  let value = coordinates;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  if (!Array.isArray(first) || first.length < 2) return null;
  const [lat, lng] = first as unknown[];
  return isCoordinate(lat, 90) && isCoordinate(lng, 180) ? { lat, lng } : null;
}
