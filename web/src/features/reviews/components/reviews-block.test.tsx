// @vitest-environment jsdom
import 'fake-indexeddb/auto';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Review } from '@trailfinder/shared-types';
import { db } from '../../../lib/db';
import { makeTrail, stubNavigatorOnline } from '../../../lib/test-fixtures';
import { json, providers, testQueryClient } from '../../../lib/test-render';
import { seedTrailReviews } from '../seed-reviews';
import { ReviewsBlock } from './reviews-block';

const review = (id: number, comment: string, createdAt: string): Review => ({
  id,
  routeId: 5,
  userId: null,
  rating: 4,
  comment,
  recommendations: null,
  reviewerName: 'Thandi',
  clientId: null,
  createdAt,
  updatedAt: createdAt,
});
const older = review(1, 'Flowing singletrack through the pines.', '2026-10-01T08:00:00.000Z');
const newer = review(2, 'Muddy after the rain, still worth it.', '2026-11-20T08:00:00.000Z');

beforeEach(async () => {
  stubNavigatorOnline();
  await Promise.all([db.reviews.clear(), db.outbox.clear()]);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("a trail page's reviews", () => {
  it('come with a rendered page: shown at once, then the answer of the request the page makes replaces them', async () => {
    let answer: (r: Response) => void = () => undefined;
    const fetch = vi.fn(() => new Promise<Response>((r) => (answer = r)));
    vi.stubGlobal('fetch', fetch);
    const client = testQueryClient();
    seedTrailReviews(client, { trail: makeTrail({ id: 5 }), reviews: [older] });
    render(<ReviewsBlock routeId={5} />, { wrapper: providers(client) });

    // The first render: the page's reviews and their average, not "Loading reviews...".
    expect(screen.getByText(older.comment)).toBeTruthy();
    expect(screen.queryByText('Loading reviews...')).toBeNull();
    expect(screen.getByTestId('review-average').textContent).toContain('average from 1 review');

    // The page still asks (a review may have come since) and shows, and keeps, the answer.
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(String((fetch.mock.calls[0] as unknown[])[0])).toBe('/api/routes/5/reviews');
    answer(json([newer, older]));
    await screen.findByText(newer.comment);
    expect(screen.getByText(older.comment)).toBeTruthy();
    await waitFor(async () => expect(await db.reviews.where('routeId').equals(5).count()).toBe(2));
  });

  it('without them (a page the browser drew), say "Loading reviews..." until the answer comes', async () => {
    let answer: (r: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((r) => (answer = r))),
    );
    render(<ReviewsBlock routeId={5} />, { wrapper: providers() });
    expect(await screen.findByText('Loading reviews...')).toBeTruthy();
    answer(json([]));
    await screen.findByText('No reviews yet. Be the first to share your experience!');
  });
});
