import type { TrackFeature } from '@trailfinder/shared-types';
import { elevationProfile, type ProfilePoint } from '@trailfinder/shared-types/rules';

export const formatKm = (m: number) => `${(m / 1000).toFixed(m < 10_000 ? 2 : 1)} km`;
export const formatM = (m: number | null) => (m === null ? 'unknown' : `${Math.round(m)} m`);

export interface KeyPoint {
  label: string;
  index: number;
  distanceM: number;
  elevationM: number | null;
}

export function profileOf(feature: TrackFeature): ProfilePoint[] {
  return elevationProfile(feature.geometry.coordinates, feature.properties.segmentStarts);
}

/** Start, highest point and finish: what the screen-reader list and the map markers name. */
export function keyPoints(feature: TrackFeature, profile: ProfilePoint[]): KeyPoint[] {
  const coords = feature.geometry.coordinates;
  const last = coords.length - 1;
  const ele = (i: number) => profile[i]?.elevationM ?? null;
  const along = (i: number) => profile[i]?.distanceM ?? (i === 0 ? 0 : feature.properties.distanceKm * 1000);
  const points: KeyPoint[] = [{ label: 'Start', index: 0, distanceM: 0, elevationM: ele(0) }];
  if (profile.length) {
    const top = profile.reduce((best, p) => (p.elevationM > best.elevationM ? p : best), profile[0]);
    points.push({ label: 'Highest point', index: top.index, distanceM: top.distanceM, elevationM: top.elevationM });
  }
  points.push({ label: 'Finish', index: last, distanceM: along(last), elevationM: ele(last) });
  return points;
}

export const describeKeyPoint = (p: KeyPoint) =>
  `${p.label}: ${formatKm(p.distanceM)} along the track${p.elevationM === null ? '' : `, ${formatM(p.elevationM)} above sea level`}`;
