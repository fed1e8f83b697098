/**
 * Great-circle distance, on its own: "near me" needs only this, and loads without the rest of
 * the track geometry (track-geometry.ts re-exports it).
 */

/** Mean Earth radius (IUGG), the usual choice for haversine distances. */
export const EARTH_RADIUS_M = 6_371_008.8;

const RAD = Math.PI / 180;

export function haversineM(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const dLat = (lat2 - lat1) * RAD;
  const dLng = (lng2 - lng1) * RAD;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * RAD) * Math.cos(lat2 * RAD) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
