/**
 * Orders of text without `localeCompare` (the web app's and the filter rules'). The first
 * locale-aware comparison a page makes loads the browser's collation data: 12-23 ms on this machine's desktop CPU, four times that on a slow phone,
 * inside whichever render first sorts something (decision 042). These give the same order on the
 * server and in every browser, whatever their default locale, so a rendered page and the app that
 * takes it over always agree.
 */

/** By UTF-16 code units: right for ISO 8601 timestamps, ids and other machine-written text. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const ASCII = /^[\x20-\x7e]*$/;
const MARKS = /[\u0300-\u036f]/g;

/** A name folded for ordering: lower case, accents dropped ('Élan' sorts with 'elan'). */
function folded(name: string): string {
  const lower = name.toLowerCase();
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(MARKS, '');
}

/** Names in alphabetical order, ignoring case and accents; names equal that way by code units. */
export function byName(a: string, b: string): number {
  return byCodeUnits(folded(a), folded(b)) || byCodeUnits(a, b);
}
