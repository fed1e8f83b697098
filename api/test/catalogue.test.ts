import { describe, expect, it } from 'vitest';
import { HttpUrl, PROVINCES, PROVINCE_BOUNDS, SOUTH_AFRICA_BOUNDS, isProvince } from '@trailfinder/shared-types';
import { newsSources, seedEvents, seedNews, seedTrails, seedVideos } from '../src/seeders/catalogue.js';

const inside = (lat: number, lng: number, [minLat, maxLat, minLng, maxLng]: readonly number[]) =>
  lat >= minLat && lat <= maxLat && lng >= minLng && lng <= maxLng;

describe('the trail catalogue', () => {
  it('holds at least 80 trails with unique names', () => {
    expect(seedTrails.length).toBeGreaterThanOrEqual(80);
    expect(new Set(seedTrails.map((t) => t.name)).size).toBe(seedTrails.length);
  });

  it('covers all nine provinces with at least 3 trails each', () => {
    for (const p of PROVINCES) {
      expect(seedTrails.filter((t) => t.province === p).length, p).toBeGreaterThanOrEqual(3);
    }
    expect(seedTrails.every((t) => isProvince(t.province))).toBe(true);
  });

  it('puts every trailhead inside South Africa and inside its province', () => {
    for (const t of seedTrails) {
      expect(inside(t.lat, t.lng, SOUTH_AFRICA_BOUNDS), `${t.name} in South Africa`).toBe(true);
      expect(inside(t.lat, t.lng, PROVINCE_BOUNDS[t.province]), `${t.name} in ${t.province}`).toBe(true);
    }
  });

  it('has realistic numbers and real descriptions', () => {
    for (const t of seedTrails) {
      expect(t.distance, t.name).toBeGreaterThan(0);
      expect(t.distance, t.name).toBeLessThan(250);
      expect(Number.isInteger(t.elevation), t.name).toBe(true);
      expect(t.rating, t.name).toBeGreaterThanOrEqual(1);
      expect(t.rating, t.name).toBeLessThanOrEqual(5);
      expect(['easy', 'moderate', 'hard']).toContain(t.difficulty);
      expect(t.description.length, t.name).toBeGreaterThan(60);
      expect(t.location.trim(), t.name).not.toBe('');
    }
  });

  it('uses only valid http(s) links and e-mail addresses', () => {
    for (const t of seedTrails) {
      if (t.website) expect(HttpUrl.safeParse(t.website).success, `${t.name}: ${t.website}`).toBe(true);
      if (t.contactEmail) expect(t.contactEmail, t.name).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i);
    }
    for (const e of seedEvents) if (e.registrationUrl) expect(HttpUrl.safeParse(e.registrationUrl).success).toBe(true);
  });

  it('grades route variants with the five grade categories', () => {
    const variants = seedTrails.flatMap((t) => t.routeVariants);
    expect(variants.length).toBeGreaterThan(20);
    for (const v of variants) expect(['green', 'blue', 'red', 'black', 'double-black']).toContain(v.category);
  });
});

describe('events, news and videos', () => {
  it('has at least 12 real recurring events with valid dates', () => {
    expect(seedEvents.length).toBeGreaterThanOrEqual(12);
    for (const e of seedEvents) {
      expect(isProvince(e.province), e.name).toBe(true);
      const d = new Date(Date.UTC(2027, e.month - 1, e.day));
      expect(d.getUTCMonth(), e.name).toBe(e.month - 1);
    }
  });
  it('has at least 20 news articles from named sources, each with a fixed colour', () => {
    expect(seedNews.length).toBeGreaterThanOrEqual(20);
    const colours = new Map(newsSources.map((s) => [s.name, s.color]));
    for (const n of seedNews) expect(colours.get(n.source), n.title).toMatch(/^#[0-9a-f]{6}$/i);
    expect(new Set(seedNews.map((n) => n.url)).size).toBe(seedNews.length);
  });
  it('has at least 6 videos whose id matches their YouTube link', () => {
    expect(seedVideos.length).toBeGreaterThanOrEqual(6);
    for (const v of seedVideos) {
      expect(v.youtubeId).toMatch(/^[A-Za-z0-9_-]{11}$/);
      expect(v.youtubeUrl).toContain(v.youtubeId);
    }
  });
});
