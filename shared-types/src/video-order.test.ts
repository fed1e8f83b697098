import { describe, expect, it } from 'vitest';
import { byVideoDisplayOrder, VIDEO_DISPLAY_ORDER } from './video-order.js';

describe('video display order', () => {
  it('sorts by orderIndex, then by id', () => {
    const videos = [
      { id: 5, orderIndex: 2 },
      { id: 9, orderIndex: 0 },
      { id: 1, orderIndex: 2 },
    ];
    expect([...videos].sort(byVideoDisplayOrder).map((v) => v.id)).toEqual([9, 1, 5]);
    expect(VIDEO_DISPLAY_ORDER).toEqual(['orderIndex', 'id']);
  });
});
