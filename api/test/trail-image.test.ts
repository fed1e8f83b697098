import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { SyncResponse, Trail } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';
import { tinyJpeg, tinyPng } from './support/image-bytes.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;
let trailId: number;

const trailForm = {
  name: 'Picture Test Loop',
  location: 'Stellenbosch',
  province: 'Western Cape',
  difficulty: 'hard',
  description: 'A loop for the picture tests.',
  coordinatesLat: '-33.96',
  coordinatesLng: '18.93',
};

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
  const created = await asAdmin(app, token, { method: 'POST', url: '/api/admin/routes', payload: trailForm });
  expect(created.statusCode, created.body).toBe(201);
  trailId = created.json<Trail>().id;
});
afterAll(async () => close());

const upload = (body: Buffer | string, contentType: string, id = trailId) =>
  asAdmin(app, token, {
    method: 'PUT',
    url: `/api/admin/routes/${id}/image`,
    headers: { 'content-type': contentType },
    payload: body,
  });
const removeImage = (id = trailId) => asAdmin(app, token, { method: 'DELETE', url: `/api/admin/routes/${id}/image` });
const getImage = (headers: Record<string, string> = {}, id = trailId) =>
  app.inject({ method: 'GET', url: `/api/routes/${id}/image`, headers });
const publicTrail = async () => (await app.inject({ method: 'GET', url: `/api/routes/${trailId}` })).json<Trail>();

describe('PUT /api/admin/routes/:id/image', () => {
  it('stores a PNG, answers its size and points the trail (and the sync) at it', async () => {
    const png = tinyPng(4, 3);
    const res = await upload(png, 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ contentType: 'image/png', width: 4, height: 3, bytes: png.length });
    expect(body.imageUrl).toMatch(new RegExp(`^/api/routes/${trailId}/image\\?v=[\\w-]+&w=4&h=3$`));

    expect((await publicTrail()).imageUrl).toBe(body.imageUrl);
    const sync = (await app.inject({ method: 'GET', url: '/api/sync' })).json<SyncResponse>();
    expect(sync.routes.find((r) => r.id === trailId)?.imageUrl).toBe(body.imageUrl);

    const served = await getImage();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(png)).toBe(true);
  });

  it('replaces the picture: a new file gets a new address', async () => {
    const before = (await publicTrail()).imageUrl;
    const res = await upload(tinyJpeg(1600, 900), 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contentType: 'image/jpeg', width: 1600, height: 900 });
    expect((await publicTrail()).imageUrl).not.toBe(before);
    expect((await getImage()).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses a type that is not a picture with a clear 400', async () => {
    const res = await upload('<svg xmlns="http://www.w3.org/2000/svg"/>', 'image/svg+xml');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'not_an_image' });
    expect(res.json().message).toContain('JPEG, PNG or WebP');
    const json = await upload(JSON.stringify({ image: 'x' }), 'application/json');
    expect(json.statusCode).toBe(400);
  });

  it('refuses a file whose bytes are not what its type claims', async () => {
    const fake = await upload(Buffer.from('GIF89a... or a text file renamed to photo.png'), 'image/png');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ code: 'not_an_image' });
    const mismatch = await upload(tinyPng(2, 2), 'image/jpeg');
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json()).toMatchObject({ code: 'type_mismatch' });
    expect(mismatch.json().message).toContain('image/png');
  });

  it('answers 413 for a file over 2 MB', async () => {
    const big = Buffer.concat([tinyPng(2, 2), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'too_large' });
    expect(res.json().message).toContain('2 MB');
  });

  it('requires the admin: no session, no upload or delete', async () => {
    const anon = await app.inject({
      method: 'PUT',
      url: `/api/admin/routes/${trailId}/image`,
      headers: { 'content-type': 'image/png' },
      payload: tinyPng(2, 2),
    });
    expect(anon.statusCode).toBe(401);
    const anonDelete = await app.inject({ method: 'DELETE', url: `/api/admin/routes/${trailId}/image` });
    expect(anonDelete.statusCode).toBe(401);
    expect((await getImage()).headers['content-type']).toBe('image/jpeg'); // unchanged
  });

  it('answers 404 for a trail that does not exist, 400 for an id that is not one', async () => {
    expect((await upload(tinyPng(2, 2), 'image/png', 999_999)).statusCode).toBe(404);
    expect((await upload(tinyPng(2, 2), 'image/png', -1)).statusCode).toBe(400);
    expect((await getImage({}, 999_999)).statusCode).toBe(404);
  });
});

describe('GET /api/routes/:id/image', () => {
  it('sends an ETag and answers 304 when the client holds that version', async () => {
    const first = await getImage();
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"img-[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await getImage({ 'if-none-match': String(etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("caches the versioned address the trail's imageUrl names for a year", async () => {
    const { imageUrl } = await publicTrail();
    const res = await app.inject({ method: 'GET', url: String(imageUrl) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });
});

describe('DELETE /api/admin/routes/:id/image and the trail form', () => {
  it('keeps the uploaded picture when the trail form sends its address back', async () => {
    const { imageUrl } = await publicTrail();
    const res = await asAdmin(app, token, {
      method: 'PUT',
      url: `/api/admin/routes/${trailId}`,
      payload: { imageUrl, description: 'Edited with the picture in place.' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Trail>().imageUrl).toBe(imageUrl);
  });

  it('deletes the picture: 404 afterwards and the trail has no imageUrl', async () => {
    const res = await removeImage();
    expect(res.statusCode, res.body).toBe(200);
    expect((await getImage()).statusCode).toBe(404);
    expect((await publicTrail()).imageUrl).toBeNull();
    expect((await removeImage()).statusCode).toBe(404);
  });

  it('leaves an external image link alone', async () => {
    await upload(tinyPng(2, 2), 'image/png');
    const external = 'https://example.org/trail.jpg';
    const edit = await asAdmin(app, token, {
      method: 'PUT',
      url: `/api/admin/routes/${trailId}`,
      payload: { imageUrl: external },
    });
    expect(edit.json<Trail>().imageUrl).toBe(external);
    expect((await removeImage()).statusCode).toBe(200);
    expect((await publicTrail()).imageUrl).toBe(external);
  });
});
