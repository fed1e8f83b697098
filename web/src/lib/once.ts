/**
 * A value made on first use, then kept. For `Intl` formatters: the first one a page makes loads
 * locale data (tens of ms on a mid-range phone), which module-level formatters spent while the
 * app's code was still starting, for pages that never showed a date.
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
