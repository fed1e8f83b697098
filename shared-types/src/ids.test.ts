import { describe, expect, it } from 'vitest';
import { CLIENT_ID_PATTERN, isClientId, SESSION_ID_PATTERN } from './ids.js';
import { ReviewInput } from './review.js';
import { SessionId, TrackBody } from './tracking.js';

describe('client and session ids', () => {
  it('accepts a v4 UUID and URL-safe text of 8 to 64 characters', () => {
    expect(isClientId('4b0c1a3e-2f5d-4c7a-9e1b-0d2f3a4b5c6d')).toBe(true);
    expect(isClientId('abc_DEF-12')).toBe(true);
    expect(isClientId('x'.repeat(64))).toBe(true);
  });

  it('refuses short, long and non URL-safe ids', () => {
    for (const id of ['short', 'x'.repeat(65), 'has space 123', 'slash/slash/1', ''])
      expect(isClientId(id), id).toBe(false);
  });

  it('is the one rule behind reviews, tracking and the session header', () => {
    expect(SESSION_ID_PATTERN).toBe(CLIENT_ID_PATTERN);
    const review = { rating: 5, comment: 'Fine', name: 'Ann' };
    expect(ReviewInput.safeParse({ ...review, clientId: 'bad id' }).success).toBe(false);
    expect(ReviewInput.safeParse({ ...review, clientId: 'good-id-123' }).success).toBe(true);
    expect(TrackBody.safeParse({ interactionType: 'search', clientId: 'bad id' }).success).toBe(false);
    expect(TrackBody.safeParse({ interactionType: 'search', clientId: 'good-id-123' }).success).toBe(true);
    expect(SessionId.safeParse('bad id').success).toBe(false);
  });
});
