/** GET /api/routes?near=<lat>,<lng>&radiusKm=<n>: distances to each trailhead, nearest first. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { distanceKm, trailheadOf, type Trail, type TrailWithDistance } from '@trailfinder/shared-types';
import { createTestApp } from './helpers.js';

let app: FastifyInstance;
let close: () => Promise<void>;
let all: Trail[];

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  all = (await app.inject('/api/routes')).json();
});
afterAll(async () => close());

const near = async (query: string) => app.inject(`/api/routes?${query}`);
/** Cape Town's city centre. */
const CAPE_TOWN = { lat: -33.9249, lng: 18.4241 };

describe('GET /api/routes?near=', () => {
  it('adds distanceKm to every trail and sorts nearest first', async () => {
    const res = await near(`near=${CAPE_TOWN.lat},${CAPE_TOWN.lng}`);
    expect(res.statusCode).toBe(200);
    const list = res.json() as TrailWithDistance[];
    expect(list).toHaveLength(all.length);
    const distances = list.map((t) => t.distanceKm);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const t of list) expect(t.distanceKm).toBe(distanceKm(CAPE_TOWN, trailheadOf(t.coordinates)!));
    expect(list[0].province).toBe('Western Cape');
    expect(list.at(-1)!.distanceKm).toBeGreaterThan(1000);
  });

  it('keeps only trails within radiusKm, with the other filters still applied', async () => {
    const within = (await near(`near=${CAPE_TOWN.lat},${CAPE_TOWN.lng}&radiusKm=50`)).json() as TrailWithDistance[];
    expect(within.length).toBeGreaterThan(0);
    expect(within.length).toBeLessThan(all.length);
    expect(within.every((t) => t.distanceKm <= 50)).toBe(true);
    const hard = (await near(`near=${CAPE_TOWN.lat},${CAPE_TOWN.lng}&radiusKm=50&difficulty=hard`)).json() as Trail[];
    expect(hard.every((t) => t.difficulty === 'hard')).toBe(true);
    expect(hard.length).toBeLessThanOrEqual(within.length);
  });

  it('answers without distances when near is absent', async () => {
    const list = (await near('province=Gauteng')).json() as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((t) => !('distanceKm' in t))).toBe(true);
  });

  it.each([
    ['near=abc', 'near'],
    ['near=-33.9', 'near'],
    ['near=-95,18', 'near'],
    ['near=-33.9,181', 'near'],
    ['near=-33.9,18.4,1', 'near'],
    ['near=-33.9,18.4&radiusKm=0', 'radiusKm'],
    ['near=-33.9,18.4&radiusKm=-5', 'radiusKm'],
    ['near=-33.9,18.4&radiusKm=ten', 'radiusKm'],
    ['near=-33.9,18.4&radiusKm=5000', 'radiusKm'],
    ['radiusKm=25', 'radiusKm'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const res = await near(query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});
