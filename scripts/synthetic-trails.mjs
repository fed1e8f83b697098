/**
 * Clearly synthetic trails for the benchmarks ("Synthetic bench trail 00001", spread over South
 * Africa by a fixed pseudo-random sequence): never part of the catalogue, always in a throwaway
 * database (scripts/bench-scale.mjs, scripts/bench-memory.mjs).
 */
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

/** Coarse province boxes (as shared-types PROVINCE_BOUNDS): each synthetic trail lies inside its province's box. */
const BOXES = {
  'Western Cape': [-34.9, -30.4, 17.7, 24.3],
  'Eastern Cape': [-34.3, -30.0, 22.7, 30.2],
  'Northern Cape': [-32.9, -24.7, 16.4, 25.6],
  'Free State': [-30.8, -26.6, 24.3, 29.8],
  'KwaZulu-Natal': [-31.1, -26.8, 28.8, 32.95],
  Gauteng: [-26.95, -25.1, 27.1, 28.95],
  'North West': [-28.0, -24.6, 22.6, 28.3],
  Mpumalanga: [-27.5, -24.4, 28.2, 32.05],
  Limpopo: [-25.4, -22.1, 26.4, 31.9],
};
const PROVINCES = Object.keys(BOXES);
const FACILITIES = {
  coffeeShop: false,
  restaurant: false,
  toilets: true,
  parking: true,
  bikeRepairShop: false,
  mechanicalStation: false,
  washBay: false,
  bikeShop: false,
  showers: false,
};

export function syntheticTrails(n) {
  const r = random(14);
  const rows = [];
  for (let i = 1; i <= n; i++) {
    const province = PROVINCES[Math.floor(r() * PROVINCES.length)];
    const [a, b, c, d] = BOXES[province];
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
      params.push(t.rating, t.coordinates, JSON.stringify(FACILITIES), now);
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
