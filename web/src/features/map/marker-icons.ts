import L from 'leaflet';
import {
  ADMIN_STATUS_LABELS,
  MARKER_COLOURS,
  normaliseDifficulty,
  type AdminStatusKind,
} from '@trailfinder/shared-types/rules';
import type { Difficulty } from '@trailfinder/shared-types';

/** The trail manager's warnings drawn on the dot; an open trail needs no mark. */
const STATUS_MARKS: Partial<Record<AdminStatusKind, string>> = { closed: '✕', caution: '!' };

/** A thumb's 44 x 44 px around the 24 px dot (the marker is a real, keyboard-focusable button). */
const TAP_SIZE = 44;

function buildIcon(difficulty: Difficulty, status?: AdminStatusKind): L.DivIcon {
  const mark = status ? STATUS_MARKS[status] : undefined;
  return L.divIcon({
    className: mark ? `trail-marker trail-marker--${status}` : 'trail-marker',
    html:
      `<span class="trail-marker__dot" style="background:${MARKER_COLOURS[difficulty]}">` +
      (mark ? `<span class="trail-marker__mark" aria-hidden="true">${mark}</span>` : '') +
      '</span>',
    iconSize: [TAP_SIZE, TAP_SIZE],
    iconAnchor: [TAP_SIZE / 2, TAP_SIZE / 2],
    popupAnchor: [0, -12],
  });
}

/** One icon per difficulty colour and status, built once. */
const icons = new Map<string, L.DivIcon>();

export function markerIcon(difficulty: string, status?: AdminStatusKind): L.DivIcon {
  const d = normaliseDifficulty(difficulty);
  const key = `${d}:${status ?? ''}`;
  let icon = icons.get(key);
  if (!icon) icons.set(key, (icon = buildIcon(d, status)));
  return icon;
}

/** The marker's name (its tooltip and what a screen reader says): the trail, and a status in force. */
export const markerTitle = (name: string, status?: AdminStatusKind): string =>
  status ? `${name} (${ADMIN_STATUS_LABELS[status]})` : name;
