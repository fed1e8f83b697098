/**
 * A value made on first use, then kept: for work a page should not pay while its modules load.
 * The first `Intl` formatter a page makes loads locale data (tens of ms on a mid-range phone),
 * and the Chakra system builds its tokens (config/theme.ts).
 */
export function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
