import { FACILITY_KEYS, FACILITY_LABELS, GPS_DECIMALS, type FacilityKey } from '@trailfinder/shared-types/rules';
import type { Facilities } from '@trailfinder/shared-types';
import type { LatLng } from '../../lib/coordinates';

/** Google Maps directions to the trailhead (opened in a new tab). */
export function directionsUrl([lat, lng]: LatLng): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** Opens directions in a new tab; nothing happens without a usable trailhead. */
export function openDirections(trailhead: LatLng | null): void {
  if (!trailhead) {
    console.warn('No usable trailhead coordinates: navigation is not available for this trail');
    return;
  }
  window.open(directionsUrl(trailhead), '_blank', 'noopener,noreferrer');
}

/** 'lat, lng' with 4 decimals, or an em dash without coordinates. */
export function gpsText(trailhead: LatLng | null): string {
  return trailhead ? `${trailhead[0].toFixed(GPS_DECIMALS)}, ${trailhead[1].toFixed(GPS_DECIMALS)}` : '—';
}

/** The keys of the facilities the trail has, in display order (FACILITY_KEYS). */
export function availableFacilities(facilities: Partial<Facilities> | null | undefined): FacilityKey[] {
  return FACILITY_KEYS.filter((k) => facilities?.[k] === true);
}

export const facilityLabel = (key: FacilityKey) => FACILITY_LABELS[key];

/** Only http(s) addresses become links (a stored `javascript:` URL must never be clickable). */
export function safeWebsite(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** A feature slug as a badge label: 'technical-challenges' -> 'Technical Challenges'. */
export function featureLabel(slug: string): string {
  return slug
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}
