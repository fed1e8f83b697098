import { describe, expect, it } from 'vitest';
import { byVideoDisplayOrder, featuredVideos, VIDEO_DISPLAY_ORDER } from './video-order.js';

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

  it('the featured videos are the active ones marked featured, in that order', () => {
    const v = (id: number, orderIndex: number, active: boolean, featured: boolean) => ({
      id,
      orderIndex,
      active,
      featured,
    });
    const videos = [v(1, 3, true, true), v(2, 0, true, false), v(3, 1, false, true), v(4, 1, true, true)];
    expect(featuredVideos(videos).map((x) => x.id)).toEqual([4, 1]);
    expect(videos.map((x) => x.id)).toEqual([1, 2, 3, 4]); // the list given is left as it was
  });
});
