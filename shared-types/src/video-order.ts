/** The gallery's display order, on the server (SQL) and on the device (Dexie): orderIndex, then id. */
export const VIDEO_DISPLAY_ORDER = ['orderIndex', 'id'] as const;

export function byVideoDisplayOrder(a: { orderIndex: number; id: number }, b: { orderIndex: number; id: number }) {
  return a.orderIndex - b.orderIndex || a.id - b.id;
}
