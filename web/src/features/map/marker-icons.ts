import L from 'leaflet';
import { DIFFICULTIES, MARKER_COLOURS, normaliseDifficulty } from '@trailfinder/shared-types/rules';
import type { Difficulty } from '@trailfinder/shared-types';

/** One round icon per difficulty colour, built once (markers are real, keyboard-focusable buttons). */
const icons = Object.fromEntries(
  DIFFICULTIES.map((d) => [
    d,
    L.divIcon({
      className: 'trail-marker',
      html: `<span class="trail-marker__dot" style="background:${MARKER_COLOURS[d]}"></span>`,
      iconSize: [24, 24],
      iconAnchor: [12, 12],
      popupAnchor: [0, -12],
    }),
  ]),
) as Record<Difficulty, L.DivIcon>;

export const markerIcon = (difficulty: string): L.DivIcon => icons[normaliseDifficulty(difficulty)];
