import { describe, expect, it } from 'vitest';
import { averageRating, canSubmitReview, EMPTY_DRAFT, newestFirst, toReviewInput } from './review-form-state';

const valid = { rating: 4, comment: 'Great flow', recommendations: '', name: 'Thandi' };

describe('review form', () => {
  it('can be submitted only with a rating, a comment and a name', () => {
    expect(canSubmitReview(valid)).toBe(true);
    expect(canSubmitReview(EMPTY_DRAFT)).toBe(false);
    expect(canSubmitReview({ ...valid, rating: 0 })).toBe(false);
    expect(canSubmitReview({ ...valid, comment: '   ' })).toBe(false);
    expect(canSubmitReview({ ...valid, name: ' \n ' })).toBe(false);
    expect(canSubmitReview({ ...valid, recommendations: '' })).toBe(true);
  });

  it('sends {rating, comment, recommendations, name} trimmed, with the client id', () => {
    expect(toReviewInput({ ...valid, comment: ' Great ', name: ' Thandi ' }, 'abc-12345')).toEqual({
      rating: 4,
      comment: 'Great',
      recommendations: null,
      name: 'Thandi',
      clientId: 'abc-12345',
    });
  });

  it('averages to 1 decimal', () => {
    expect(averageRating([])).toBeNull();
    expect(averageRating([{ rating: 4 }, { rating: 5 }, { rating: 5 }])).toBe('4.7');
    expect(averageRating([{ rating: 3 }])).toBe('3.0');
  });

  it('lists newest first', () => {
    const list = [
      { id: 1, createdAt: '2025-01-01T00:00:00Z' },
      { id: 3, createdAt: '2025-03-01T00:00:00Z' },
      { id: 2, createdAt: '2025-03-01T00:00:00Z' },
    ];
    expect(newestFirst(list).map((r) => r.id)).toEqual([3, 2, 1]);
  });
});
