import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { Review, type Trail, type SyncResponse } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { TrailSchema } from '../src/modules/trails/trail.entity.js';
import { ReviewSchema } from '../src/modules/reviews/review.entity.js';
import { blendedRating, recomputeTrailRating } from '../src/modules/reviews/review-rating.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let routes: Trail[];
let nextTrail = 0;
let nextAddress = 1;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  routes = (await app.inject('/api/routes')).json();
});
afterAll(async () => close());

/** A trail no other test has reviewed. */
const freshTrail = () => routes[nextTrail++];
/** Each test posts from its own address, so the per-client rate limit only meets its own test. */
const newClient = () => `10.0.0.${nextAddress++}`;

const valid = { rating: 4, comment: 'Flowing singletrack, well marked.', recommendations: 'Go early', name: 'Thandi' };

function post(routeId: number, payload: unknown, remoteAddress = '10.9.9.9') {
  return app.inject({
    method: 'POST',
    url: `/api/routes/${routeId}/reviews`,
    payload: payload as InjectOptions['payload'],
    remoteAddress,
  });
}
const getRoute = async (id: number) => (await app.inject(`/api/routes/${id}`)).json() as Trail;
const listReviews = async (id: number) => (await app.inject(`/api/routes/${id}/reviews`)).json() as Review[];

describe('POST /api/routes/:id/reviews validation', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['rating 0', { ...valid, rating: 0 }, 'rating'],
    ['rating 6', { ...valid, rating: 6 }, 'rating'],
    ['rating 2.5', { ...valid, rating: 2.5 }, 'rating'],
    ['rating as text', { ...valid, rating: 'five' }, 'rating'],
    ['missing rating', { comment: 'x', name: 'y' }, 'rating'],
    ['blank comment', { ...valid, comment: '   ' }, 'comment'],
    ['missing name', { rating: 3, comment: 'Nice' }, 'name'],
    ['blank name', { ...valid, name: '  ' }, 'name'],
    ['name of 256 characters', { ...valid, name: 'n'.repeat(256) }, 'name'],
    ['comment of 5001 characters', { ...valid, comment: 'c'.repeat(5001) }, 'comment'],
    ['bad clientId', { ...valid, clientId: 'x' }, 'clientId'],
  ];
  it.each(cases)('rejects %s with a 400 naming the field', async (_label, payload, field) => {
    const t = freshTrail();
    const res = await post(t.id, payload, newClient());
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(body.message).toContain(field);
    expect(await listReviews(t.id)).toEqual([]);
  });

  it('accepts a name of exactly 255 characters and reviewerName as the name', async () => {
    const t = freshTrail();
    const client = newClient();
    expect((await post(t.id, { ...valid, name: 'n'.repeat(255) }, client)).statusCode).toBe(201);
    const alias = await post(t.id, { rating: 5, comment: 'Great', reviewerName: 'Sipho' }, client);
    expect(alias.statusCode).toBe(201);
    expect(alias.json()).toMatchObject({ reviewerName: 'Sipho', recommendations: null });
  });

  it('answers 404 for an unknown trail', async () => {
    const res = await post(999999, valid, newClient());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Route not found' });
    const list = await app.inject('/api/routes/999999/reviews');
    expect(list.statusCode).toBe(404);
    expect(list.json()).toEqual({ message: 'Route not found' });
  });
});

describe('reviews of a trail', () => {
  it('stores a review, lists it newest first and moves the trail rating', async () => {
    const t = freshTrail();
    const client = newClient();
    const before = await getRoute(t.id);
    const syncCursor = (await app.inject('/api/sync')).json().cursor as string;

    const first = await post(t.id, { ...valid, rating: 1 }, client);
    expect(first.statusCode).toBe(201);
    const created = Review.parse(first.json());
    expect(created).toMatchObject({
      routeId: t.id,
      userId: null,
      rating: 1,
      comment: valid.comment,
      recommendations: 'Go early',
      reviewerName: 'Thandi',
      clientId: null,
    });
    const second = Review.parse((await post(t.id, { ...valid, rating: 5, name: 'Pieter' }, client)).json());

    const list = await listReviews(t.id);
    expect(list.map((r) => r.id)).toEqual([second.id, created.id]);
    expect(list[1]).toEqual(created);

    // The catalogue's rating counts as five reviews, so one bad review doesn't sink a trail.
    const after = await getRoute(t.id);
    const expected = Math.round(blendedRating(before.rating, [1, 5]) * 10) / 10;
    expect(after.rating).toBe(expected);
    expect(after.rating).not.toBe(before.rating);
    const trail = await app.orm.em.fork().findOneOrFail(TrailSchema, { id: t.id });
    expect(trail.reviewCount).toBe(2);

    // Lists and devices see the change.
    const listed = ((await app.inject('/api/routes')).json() as Trail[]).find((r) => r.id === t.id);
    expect(listed?.rating).toBe(expected);
    const delta = (await app.inject(`/api/sync?since=${encodeURIComponent(syncCursor)}`)).json() as SyncResponse;
    expect(delta.routes.find((r) => r.id === t.id)?.rating).toBe(expected);
  });

  it('stores HTML-looking text exactly as written', async () => {
    const t = freshTrail();
    const comment = '<script>alert("hi")</script> & <b>bold</b> \'quoted\' $1';
    const name = '<img src=x onerror=alert(1)>';
    const res = await post(
      t.id,
      { ...valid, comment, name, recommendations: '<i>bring</i> &amp; lights' },
      newClient(),
    );
    expect(res.statusCode).toBe(201);
    const [stored] = await listReviews(t.id);
    expect(stored.comment).toBe(comment);
    expect(stored.reviewerName).toBe(name);
    expect(stored.recommendations).toBe('<i>bring</i> &amp; lights');
  });

  it('stores a review sent twice with one clientId once, answering 200 the second time', async () => {
    const t = freshTrail();
    const client = newClient();
    const body = { ...valid, clientId: '6f1c2b7e-8d4a-4c1b-9a55-0b1f7f3e2d11' };
    const first = await post(t.id, body, client);
    expect(first.statusCode).toBe(201);
    const again = await post(t.id, { ...body, comment: 'edited while queued' }, client);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await listReviews(t.id)).toHaveLength(1);
    expect((await app.orm.em.fork().findOneOrFail(TrailSchema, { id: t.id })).reviewCount).toBe(1);

    const other = freshTrail();
    const elsewhere = await post(other.id, body, client);
    expect(elsewhere.statusCode).toBe(409);
    expect(await listReviews(other.id)).toEqual([]);
  });

  it('stores once when the same clientId arrives twice at the same moment', async () => {
    const t = freshTrail();
    const body = { ...valid, clientId: 'a5b2c0d9-1111-4e2f-8abc-1234567890ab' };
    const answers = await Promise.all([post(t.id, body, newClient()), post(t.id, body, newClient())]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0].json().id).toBe(answers[1].json().id);
    expect(await listReviews(t.id)).toHaveLength(1);
  });

  it('limits posts per client with a 429 and a clear message', async () => {
    const t = freshTrail();
    const client = newClient();
    for (let i = 0; i < 5; i++) expect((await post(t.id, valid, client)).statusCode).toBe(201);
    const limited = await post(t.id, valid, client);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many reviews/);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await listReviews(t.id)).toHaveLength(5);
    // Reading is not limited, and another rider can still post.
    expect((await app.inject({ url: `/api/routes/${t.id}/reviews`, remoteAddress: client })).statusCode).toBe(200);
    expect((await post(t.id, valid, newClient())).statusCode).toBe(201);
  });
});

describe('recomputeTrailRating', () => {
  it("takes an admin's new rating as the editorial one and returns to it when reviews go", async () => {
    const t = freshTrail();
    const client = newClient();
    await post(t.id, { ...valid, rating: 2 }, client);
    // The admin sets 4.9 on the trail form.
    await app.orm.em.fork().nativeUpdate(TrailSchema, { id: t.id }, { rating: 4.9 });
    await post(t.id, { ...valid, rating: 3 }, client);
    expect((await getRoute(t.id)).rating).toBe(Math.round(blendedRating(4.9, [2, 3]) * 10) / 10);

    // The form sends back the shown (rounded) rating: that is not a new editorial rating.
    const shown = (await getRoute(t.id)).rating;
    await app.orm.em.fork().nativeUpdate(TrailSchema, { id: t.id }, { rating: shown });
    await post(t.id, { ...valid, rating: 5 }, client);
    expect((await getRoute(t.id)).rating).toBe(Math.round(blendedRating(4.9, [2, 3, 5]) * 10) / 10);

    // A moderator removes every review (as the admin review delete does).
    const em = app.orm.em.fork();
    await em.nativeDelete(ReviewSchema, { routeId: t.id });
    await recomputeTrailRating(em, t.id);
    await app.catalogue.changed();
    expect((await getRoute(t.id)).rating).toBe(4.9);
  });
});
