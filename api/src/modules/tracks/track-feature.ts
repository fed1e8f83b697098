import type { TrackFeature, TrackSummary } from '@trailfinder/shared-types';
import type { DisplayLine } from './track-simplify.js';

/**
 * The GeoJSON Feature GET /api/routes/:id/track answers: one LineString of the simplified line
 * ([lng, lat, ele] with the smoothed elevation, or [lng, lat] while it is unknown), every segment
 * concatenated with `segmentStarts` saying where the unrecorded gaps are, and the summary figures.
 */
export function buildTrackFeature(display: DisplayLine, summary: TrackSummary): TrackFeature {
  return {
    type: 'Feature',
    bbox: summary.bbox,
    geometry: {
      type: 'LineString',
      coordinates: display.coordinates.map((c) => (c.length > 2 ? [c[0], c[1], c[2]] : [c[0], c[1]])),
    },
    properties: {
      distanceKm: summary.distanceKm,
      ascentM: summary.ascentM,
      descentM: summary.descentM,
      minEleM: summary.minEleM,
      maxEleM: summary.maxEleM,
      elevationSource: summary.elevationSource,
      segmentStarts: display.segmentStarts,
    },
  };
}
