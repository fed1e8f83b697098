/** Longest file name stem offered for a download (before ".gpx"). */
const MAX_STEM = 80;

/** "Tokai Forest: Blue Loop" -> "tokai-forest-blue-loop"; accents dropped, never empty. */
export function asciiSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_STEM)
    .replace(/-+$/, '');
  return slug || 'track';
}

/** RFC 5987 value characters: encodeURIComponent leaves ' ( ) * unencoded, which RFC 5987 does not allow. */
function rfc5987(value: string): string {
  return encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/**
 * The Content-Disposition header for a trail's GPX download: an ASCII `filename` every client
 * understands, and `filename*` with the trail's own name in UTF-8 for those that read it.
 * Path separators, quotes and control characters never reach either.
 */
export function gpxContentDisposition(trailName: string): string {
  const stem =
    Array.from(
      trailName
        // eslint-disable-next-line no-control-regex
        .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
      .slice(0, MAX_STEM)
      .join('')
      .trim() || 'track';
  return `attachment; filename="${asciiSlug(trailName)}.gpx"; filename*=UTF-8''${rfc5987(`${stem}.gpx`)}`;
}
