import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { extractYoutubeId, type SyncResponse, type Video } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';
import { adminConfig, asAdmin, login } from './admin-test-kit.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let token: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp(adminConfig));
  token = await login(app);
});
afterAll(async () => close());

const ID = 'dQw4w9WgXcQ';
const form = {
  title: 'Tokai singletrack review',
  description: 'A lap of the Tokai trails.',
  youtubeUrl: `https://www.youtube.com/watch?v=${ID}`,
  youtubeId: '',
  category: 'trail-reviews',
  featured: false,
  active: true,
  orderIndex: 3,
};

const create = (payload: object) => asAdmin(app, token, { method: 'POST', url: '/api/admin/videos', payload });
const update = (id: number, payload: object) =>
  asAdmin(app, token, { method: 'PUT', url: `/api/admin/videos/${id}`, payload });
const publicList = async (query = ''): Promise<Video[]> => (await app.inject(`/api/videos${query}`)).json();
const messages = (res: { json: () => { issues?: { message: string }[] } }) =>
  (res.json().issues ?? []).map((i) => i.message);

describe('extractYoutubeId', () => {
  it('finds the 11 characters after youtu.be/, v/, embed/, watch?v= or &v=', () => {
    expect(extractYoutubeId(`https://youtu.be/${ID}`)).toBe(ID);
    expect(extractYoutubeId(`https://www.youtube.com/v/${ID}?version=3`)).toBe(ID);
    expect(extractYoutubeId(`https://www.youtube.com/embed/${ID}`)).toBe(ID);
    expect(extractYoutubeId(`https://www.youtube.com/watch?v=${ID}&t=42`)).toBe(ID);
    expect(extractYoutubeId(`https://www.youtube.com/watch?feature=share&v=${ID}`)).toBe(ID);
    expect(extractYoutubeId('https://www.youtube.com/@GMBN')).toBe('');
    expect(extractYoutubeId('https://youtu.be/short')).toBe('');
  });
});

describe('GET /api/videos', () => {
  it('lists active videos by display order, optionally of one category', async () => {
    const all = await publicList();
    expect(all.length).toBeGreaterThan(0);
    const order = all.map((v) => [v.orderIndex, v.id]);
    expect(order).toEqual([...order].sort((a, b) => a[0] - b[0] || a[1] - b[1]));
    expect(all.every((v) => v.active)).toBe(true);

    const racing = await publicList('?category=racing');
    expect(racing.length).toBeGreaterThan(0);
    expect(racing.every((v) => v.category === 'racing')).toBe(true);
    expect(await publicList('?category=all')).toEqual(all);
    expect(await publicList('?category=')).toEqual(all);
  });

  it('rejects an unknown category with 400', async () => {
    const res = await app.inject('/api/videos?category=cats');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/category/);
  });
});

describe('POST /api/admin/videos', () => {
  it('derives the YouTube id and thumbnail on the server', async () => {
    const res = await create({ ...form, youtubeId: 'ignored-by-server' });
    expect(res.statusCode).toBe(201);
    const video: Video = res.json();
    expect(video).toMatchObject({
      title: form.title,
      youtubeId: ID,
      thumbnail: `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
      category: 'trail-reviews',
      orderIndex: 3,
      viewCount: 0,
    });
    expect((await publicList()).map((v) => v.id)).toContain(video.id);
  });

  it('fills the defaults of a new video', async () => {
    const res = await create({ title: 'Defaults', youtubeUrl: `https://youtu.be/${ID}` });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ category: 'general', featured: false, active: true, orderIndex: 0 });
  });

  it("answers 400 'Invalid YouTube URL' when the link holds no video id", async () => {
    for (const youtubeUrl of [
      'https://www.youtube.com/@GMBN',
      'https://vimeo.com/123456789',
      `https://evil.example/watch?v=${ID}`,
      `https://www.youtube.com@evil.example/watch?v=${ID}`,
      `javascript:alert('https://youtu.be/${ID}')`,
      '',
    ]) {
      const res = await create({ ...form, youtubeUrl });
      expect(res.statusCode, youtubeUrl).toBe(400);
      expect(messages(res), youtubeUrl).toContain('Invalid YouTube URL');
    }
  });

  it('rejects a negative or fractional display order, unknown categories and a blank title', async () => {
    expect(messages(await create({ ...form, orderIndex: -1 }))).toContain('Display order must be 0 or more');
    expect((await create({ ...form, orderIndex: 1.5 })).statusCode).toBe(400);
    expect((await create({ ...form, category: 'cats' })).statusCode).toBe(400);
    expect(messages(await create({ ...form, title: '  ' }))).toContain('Title is required');
  });

  it('answers 400 naming the field for a display order of -3, on create and update, and stores nothing', async () => {
    const before = (await asAdmin(app, token, { url: '/api/admin/videos' })).json() as Video[];
    const res = await create({ ...form, orderIndex: -3 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Invalid body: orderIndex: Display order must be 0 or more',
      issues: [{ path: 'orderIndex', message: 'Display order must be 0 or more' }],
    });
    expect(((await asAdmin(app, token, { url: '/api/admin/videos' })).json() as Video[]).length).toBe(before.length);
    const created: Video = (await create(form)).json();
    expect(messages(await update(created.id, { orderIndex: -3 }))).toEqual(['Display order must be 0 or more']);
    expect(messages(await create({ ...form, orderIndex: 2_000_000 }))).toEqual([
      'Display order must be at most 1000000',
    ]);
    expect(messages(await create({ ...form, title: 't'.repeat(256) }))).toEqual([
      'Title must be at most 255 characters',
    ]);
  });

  it('never answers 500 to malformed input', async () => {
    for (const payload of [
      '[]',
      '"x"',
      '{"title":{},"youtubeUrl":[]}',
      '{"title":"t","youtubeUrl":"https://youtu.be/dQw4w9WgXcQ","tags":"x"}',
    ]) {
      const res = await asAdmin(app, token, {
        method: 'POST',
        url: '/api/admin/videos',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });
});

describe('PUT and DELETE /api/admin/videos/:id', () => {
  it('updates what is sent; a new link brings its own id and thumbnail', async () => {
    const created: Video = (await create(form)).json();
    const res = await update(created.id, {
      title: 'Renamed',
      youtubeUrl: 'https://youtu.be/SWPz-p_QADg',
      active: false,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: 'Renamed',
      youtubeId: 'SWPz-p_QADg',
      thumbnail: 'https://i.ytimg.com/vi/SWPz-p_QADg/hqdefault.jpg',
      description: form.description,
      orderIndex: form.orderIndex,
      active: false,
    });
    // Inactive: gone from the public list, still in the admin's.
    expect((await publicList()).map((v) => v.id)).not.toContain(created.id);
    const adminList: Video[] = (await asAdmin(app, token, { url: '/api/admin/videos' })).json();
    expect(adminList.find((v) => v.id === created.id)?.active).toBe(false);

    expect((await update(created.id, { orderIndex: -5 })).statusCode).toBe(400);
    expect((await update(999999, { title: 'Ghost' })).statusCode).toBe(404);
  });

  it('soft-deletes: hidden everywhere, and devices get a tombstone', async () => {
    const created: Video = (await create(form)).json();
    const { cursor } = (await app.inject('/api/sync')).json() as SyncResponse;
    const res = await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/videos/${created.id}` });
    expect(res.statusCode).toBe(200);
    expect((await publicList()).map((v) => v.id)).not.toContain(created.id);
    const adminList: Video[] = (await asAdmin(app, token, { url: '/api/admin/videos' })).json();
    expect(adminList.map((v) => v.id)).not.toContain(created.id);
    const delta = (await app.inject({ url: '/api/sync', query: { since: cursor } })).json() as SyncResponse;
    expect(delta.deleted.videos).toContain(created.id);

    expect((await asAdmin(app, token, { method: 'DELETE', url: `/api/admin/videos/${created.id}` })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ method: 'POST', url: `/api/videos/${created.id}/view` })).statusCode).toBe(404);
  });
});

describe('POST /api/videos/:id/view', () => {
  it('counts every view, also when they arrive together', async () => {
    const created: Video = (await create(form)).json();
    const first = await app.inject({ method: 'POST', url: `/api/videos/${created.id}/view` });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ viewCount: 1 });

    await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'POST', url: `/api/videos/${created.id}/view` })),
    );
    const listed = (await publicList()).find((v) => v.id === created.id);
    expect(listed?.viewCount).toBe(6);
  });

  it('answers 404 for an unknown video and 400 for a bad id', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/videos/999999/view' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Video not found' });
    expect((await app.inject({ method: 'POST', url: '/api/videos/abc/view' })).statusCode).toBe(400);
  });
});
