/** The encodings the server keeps ready-made copies in, best first. */
export type Encoding = 'br' | 'gzip';

/**
 * The best of br and gzip the client accepts (`q=0` refuses one), or undefined for the plain body.
 * One parser for static files and catalogue bodies, so both choose alike.
 */
export function pickEncoding(header: string | string[] | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/** True when an If-None-Match header names this ETag (weak comparison, as for GET). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = (t: string) => t.trim().replace(/^W\//, '');
  return header.split(',').some((t) => bare(t) === bare(etag));
}
