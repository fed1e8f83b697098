import { decode } from 'html-entities';
import type { OpenedArchive } from './tile-archive.js';

const OSM_ATTRIBUTION =
  '<a href="https://www.openstreetmap.org/copyright">© OpenStreetMap contributors</a>, ' +
  '<a href="https://opendatacommons.org/licenses/odbl/">ODbL</a>';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The map's attribution line for the archive's tiles, from its metadata's `attribution`. The
 * archive's text is taken as plain text (its markup dropped, then escaped) since it goes into
 * the map's HTML; OpenStreetMap data gets the licence's own wording and links.
 */
export function archiveAttribution(archive: OpenedArchive, fallback: string): string {
  const raw = archive.metadata.attribution;
  if (typeof raw !== 'string' || !raw.trim()) return fallback;
  const text = decode(raw.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 300);
  if (/openstreetmap/i.test(text)) return OSM_ATTRIBUTION;
  return escapeHtml(text);
}
