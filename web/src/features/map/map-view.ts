import {
  isProvince,
  MAP_DEFAULT_CENTRE,
  MAP_DEFAULT_ZOOM,
  MAP_FIT_MAX,
  MAP_FIT_MIN,
  MAP_PROVINCE_ZOOM,
  MAP_SINGLE_MARKER_ZOOM,
  PROVINCE_CENTRES,
} from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import { parseTrailhead, type LatLng } from '../../lib/coordinates';

export interface TrailMarker {
  route: Trail;
  position: LatLng;
}

export type MapView = { kind: 'centre'; centre: LatLng; zoom: number } | { kind: 'fit'; points: LatLng[] };

/** Routes whose first coordinate pair is usable; the others get no marker (only logged). */
export function toMarkers(routes: readonly Trail[]): TrailMarker[] {
  const markers: TrailMarker[] = [];
  for (const route of routes) {
    const position = parseTrailhead(route.coordinates, route.id);
    if (position) markers.push({ route, position });
  }
  return markers;
}

/**
 * Where the map looks: the whole country by default; with a province, its
 * centre at zoom 8 (unknown name -> Gauteng), or the bounds of its markers when it has 2 to 20
 * of them. A single marker is centred at zoom 10 (also when a search narrows the whole
 * country down to one trail).
 */
export function computeMapView(province: string, points: readonly LatLng[]): MapView {
  if (points.length === 1) return { kind: 'centre', centre: points[0], zoom: MAP_SINGLE_MARKER_ZOOM };
  if (province === 'all') return { kind: 'centre', centre: MAP_DEFAULT_CENTRE, zoom: MAP_DEFAULT_ZOOM };
  if (points.length >= MAP_FIT_MIN && points.length <= MAP_FIT_MAX) return { kind: 'fit', points: [...points] };
  const centre = isProvince(province) ? PROVINCE_CENTRES[province] : PROVINCE_CENTRES.Gauteng;
  return { kind: 'centre', centre, zoom: MAP_PROVINCE_ZOOM };
}
