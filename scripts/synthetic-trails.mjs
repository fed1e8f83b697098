/**
 * Clearly synthetic trails for the benchmarks ("Synthetic bench trail 00001", spread over South
 * Africa by a fixed pseudo-random sequence): never part of the catalogue, always in a throwaway
 * database (scripts/bench-scale.mjs, scripts/bench-memory.mjs).
 * Reads shared-types' build (`npm run bench` builds first).
 */
import { DEFAULT_TRAIL_FACILITIES, PROVINCE_BOUNDS } from '@trailfinder/shared-types';

/** Mulberry32: the same trails every run, so figures compare between runs. */
function random(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PROVINCES = Object.keys(PROVINCE_BOUNDS);

export function syntheticTrails(n) {
  const r = random(14);
  const rows = [];
  for (let i = 1; i <= n; i++) {
    const province = PROVINCES[Math.floor(r() * PROVINCES.length)];
    // Each synthetic trail lies inside its province's coarse box.
    const [a, b, c, d] = PROVINCE_BOUNDS[province];
    const lat = +(a + r() * (b - a)).toFixed(5);
    const lng = +(c + r() * (d - c)).toFixed(5);
    const id = String(i).padStart(5, '0');
    rows.push({
      name: `Synthetic bench trail ${id}`,
      description: 'Generated for the scale benchmark; not a real trail.',
      location: `Bench area ${(i % 400) + 1}`,
      province,
      difficulty: ['easy', 'moderate', 'hard'][i % 3],
      distance: Math.round(5 + r() * 60),
      elevation: Math.round(r() * 1500),
      duration: '',
      rating: +(3 + r() * 2).toFixed(1),
      coordinates: JSON.stringify([[lat, lng]]),
    });
  }
  return rows;
}

/** Inserts the trails through `query(sql, params)` (a pg client's or PGlite's), a thousand at a time. */
export async function insertTrails(query, rows) {
  const now = new Date();
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000);
    const values = [];
    const params = [];
    for (const t of chunk) {
      const p = params.length;
      params.push(t.name, t.description, t.location, t.province, t.difficulty, t.distance, t.elevation, t.duration);
      params.push(t.rating, t.coordinates, JSON.stringify(DEFAULT_TRAIL_FACILITIES), now);
      const $ = (k) => `$${p + k}`;
      values.push(
        `(${$(1)},${$(2)},${$(3)},${$(4)},${$(5)},${$(6)},${$(7)},${$(8)},${$(9)},0,null,${$(10)},'[]',${$(11)},'[]',null,null,null,null,'unknown',${$(12)},${$(12)},null)`,
      );
    }
    await query(
      'insert into trails (name, description, location, province, difficulty, distance, elevation, duration, rating, review_count, image_url, coordinates, features, facilities, route_variants, accommodation_info, contact_email, contact_phone, website, surface, created_at, updated_at, deleted_at) values ' +
        values.join(','),
      params,
    );
  }
}
