import { describe, expect, it } from 'vitest';
import { INTERACTION_TYPES, TrackBody } from './tracking.js';

describe('interaction types (POST /api/track)', () => {
  it("holds the spec's five, plus page views, ad clicks and video views", () => {
    expect(INTERACTION_TYPES).toEqual(
      expect.arrayContaining(['trail_view', 'article_click', 'search', 'province_filter', 'difficulty_filter']),
    );
    expect(INTERACTION_TYPES).toEqual(expect.arrayContaining(['page_view', 'ad_click', 'video_view']));
    expect(new Set(INTERACTION_TYPES).size).toBe(INTERACTION_TYPES.length);
  });

  it('accepts each type and refuses any other', () => {
    for (const interactionType of INTERACTION_TYPES)
      expect(TrackBody.safeParse({ interactionType }).success).toBe(true);
    expect(TrackBody.safeParse({ interactionType: 'trail_like' }).success).toBe(false);
  });

  it('stores a numeric entity id as text', () => {
    expect(TrackBody.parse({ interactionType: 'trail_view', entityId: 12 }).entityId).toBe('12');
  });
});
