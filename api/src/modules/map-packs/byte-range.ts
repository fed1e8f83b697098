/** One byte range of a file of `size` bytes, from a Range header; 'whole' when none applies. */
export type RangeAnswer = { start: number; end: number } | 'whole' | 'unsatisfiable';

/**
 * Reads `bytes=a-b`, `bytes=a-` and `bytes=-n` (the forms a resuming download sends). A header
 * of another unit or several ranges is ignored (the whole file is sent), as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): RangeAnswer {
  if (!header) return 'whole';
  const m = /^bytes=(\d{0,15})-(\d{0,15})$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
