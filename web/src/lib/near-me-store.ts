import { create } from 'zustand';
import { NEAR_RADII_KM, type NearRadiusKm, type Position } from '@trailfinder/shared-types/rules';

/** Where "near me" is measured from: the phone's position, or a town the rider picked. */
export interface NearOrigin extends Position {
  /** 'My location' or the town's name, shown beside the sort. */
  label: string;
}

interface NearMeStore {
  origin: NearOrigin | null;
  /** Only trails within this many km of the origin; null = all, nearest first. */
  radiusKm: NearRadiusKm | null;
  setOrigin: (origin: NearOrigin | null) => void;
  setRadius: (radiusKm: NearRadiusKm | null) => void;
}

/** The radius of a query string's `radius` (one of 10/25/50/100), else null. */
export function radiusFromSearch(search: string): NearRadiusKm | null {
  const value = Number(new URLSearchParams(search).get('radius'));
  return NEAR_RADII_KM.find((r) => r === value) ?? null;
}

/**
 * UI state shared by the near-me control, the trail list and the map (lib/, because features do
 * not import each other). The position is never stored or sent: it lives as long as the page.
 */
export const useNearMeStore = create<NearMeStore>((set) => ({
  origin: null,
  radiusKm: typeof window === 'undefined' ? null : radiusFromSearch(window.location.search),
  setOrigin: (origin) => set({ origin }),
  setRadius: (radiusKm) => set({ radiusKm }),
}));
