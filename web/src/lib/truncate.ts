/**
 * Cuts text to at most `limit` characters (before the ellipsis), at a word boundary when one
 * is near, and appends '...'. Text within the limit is returned unchanged.
 */
export function truncate(text: string, limit: number): string {
  const clean = text.trim();
  if (clean.length <= limit) return clean;
  const cut = clean.slice(0, limit);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,.;:!?-]+$/, '')}...`;
}

export const isTruncated = (text: string, limit: number) => text.trim().length > limit;
