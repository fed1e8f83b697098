import { climbTotals } from '@trailfinder/shared-types/rules';
import type { TrackBBox, TrackSummary } from '@trailfinder/shared-types';
import type { TrackLine } from './track-model.js';

/** The figures measured on the line itself; the import adds the elevation source and point counts. */
export type TrackMeasures = Pick<
  TrackSummary,
  'distanceKm' | 'ascentM' | 'descentM' | 'minEleM' | 'maxEleM' | 'bbox' | 'segments'
>;

function boundingBox(line: TrackLine): TrackBBox {
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of line.points) {
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
  }
  return [west, south, east, north];
}

/**
 * Distance (haversine, gaps between segments not counted), climbing with smoothing and
 * hysteresis, and the lowest and highest point of the smoothed profile, so the figures match the
 * profile a rider sees. Elevation figures are null while the line has no elevation.
 */
export function measureTrack(line: TrackLine): TrackMeasures {
  const distanceM = line.distancesM[line.distancesM.length - 1] ?? 0;
  const ele = line.smoothedEle;
  const climb = ele ? climbTotals(ele) : null;
  return {
    distanceKm: Math.round(distanceM / 10) / 100,
    ascentM: climb ? Math.round(climb.ascentM) : null,
    descentM: climb ? Math.round(climb.descentM) : null,
    // A loop, not Math.min(...ele): spreading 200,000 arguments overflows the stack.
    minEleM: ele ? Math.round(ele.reduce((a, b) => Math.min(a, b))) : null,
    maxEleM: ele ? Math.round(ele.reduce((a, b) => Math.max(a, b))) : null,
    bbox: boundingBox(line),
    segments: line.segmentStarts.length + 1,
  };
}
