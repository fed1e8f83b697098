/** The gallery's display order, on the server (SQL) and on the device (Dexie): orderIndex, then id. */
export const VIDEO_DISPLAY_ORDER = ['orderIndex', 'id'] as const;

export function byVideoDisplayOrder(a: { orderIndex: number; id: number }, b: { orderIndex: number; id: number }) {
  return a.orderIndex - b.orderIndex || a.id - b.id;
}

/**
 * The home page's featured videos: the active ones marked featured, in the display order. One rule
 * for the server, which renders them into the page, and the device, which shows its own copy.
 */
export function featuredVideos<V extends { orderIndex: number; id: number; active: boolean; featured: boolean }>(
  videos: readonly V[],
): V[] {
  return videos.filter((v) => v.active && v.featured).sort(byVideoDisplayOrder);
}
