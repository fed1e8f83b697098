import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { AdminReview, Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { ReviewSchema } from '../src/modules/reviews/review.entity.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let trail: Trail;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
  [trail] = (await app.inject('/api/routes')).json() as Trail[];
});
afterAll(async () => close());

const postReview = (rating: number, comment: string) =>
  app.inject({
    method: 'POST',
    url: `/api/routes/${trail.id}/reviews`,
    payload: { rating, comment, name: 'Moderation Test' },
  });
const listReviews = async (): Promise<AdminReview[]> =>
  (await asAdmin(app, token, { url: '/api/admin/reviews' })).json();
const deleteReview = (id: number) => asAdmin(app, token, { method: 'DELETE', url: `/api/admin/reviews/${id}` });
const ratingNow = async () => ((await app.inject(`/api/routes/${trail.id}`)).json() as Trail).rating;

describe('review moderation', () => {
  it("lists the latest reviews with their trail's name", async () => {
    expect((await postReview(5, 'First ride, loved it')).statusCode).toBe(201);
    expect((await postReview(1, 'Spam spam spam')).statusCode).toBe(201);
    const list = await listReviews();
    expect(list[0]).toMatchObject({ routeId: trail.id, routeName: trail.name, rating: 1, comment: 'Spam spam spam' });
    expect(list[1]).toMatchObject({ rating: 5, comment: 'First ride, loved it', reviewerName: 'Moderation Test' });
  });

  it("deletes a review and the trail's rating follows", async () => {
    const withSpam = await ratingNow();
    const [spam] = await listReviews();
    const res = await deleteReview(spam.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Review deleted' });

    expect((await listReviews()).map((r) => r.id)).not.toContain(spam.id);
    const reviews = (await app.inject(`/api/routes/${trail.id}/reviews`)).json() as { id: number }[];
    expect(reviews.map((r) => r.id)).not.toContain(spam.id);
    // Taking away a 1-star review raises the average.
    expect(await ratingNow()).toBeGreaterThan(withSpam);
    expect(await app.orm.em.fork().count(ReviewSchema, { id: spam.id })).toBe(0);
  });

  it('answers 404 for an unknown review and 400 for a bad id', async () => {
    const missing = await deleteReview(999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Review not found' });
    expect((await deleteReview(-1)).statusCode).toBe(400);
  });
});
