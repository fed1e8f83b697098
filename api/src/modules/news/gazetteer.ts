import { PROVINCES, PROVINCE_TOWNS, type Province } from '@trailfinder/shared-types';

/**
 * Regional names riders use that are not in the town table or the trail catalogue. Kept short:
 * only names that sit clearly inside one province.
 */
const REGION_ALIASES: Record<string, Province> = {
  KZN: 'KwaZulu-Natal',
  'KwaZulu Natal': 'KwaZulu-Natal',
  Drakensberg: 'KwaZulu-Natal',
  Karkloof: 'KwaZulu-Natal',
  'Sani Pass': 'KwaZulu-Natal',
  Joburg: 'Gauteng',
  Jozi: 'Gauteng',
  Tshwane: 'Gauteng',
  Groenkloof: 'Gauteng',
  Gqeberha: 'Eastern Cape',
  Makhanda: 'Eastern Cape',
  'Wild Coast': 'Eastern Cape',
  Mbombela: 'Mpumalanga',
  Lowveld: 'Mpumalanga',
  'Garden Route': 'Western Cape',
  'Cape Winelands': 'Western Cape',
  Overberg: 'Western Cape',
  Cederberg: 'Western Cape',
  Jonkershoek: 'Western Cape',
  Tokai: 'Western Cape',
  Magoebaskloof: 'Limpopo',
};

/**
 * Names that are also common words, people or places abroad (a Pinkbike story about "Brits" or
 * "George" is rarely about South Africa). They count only in an article that already shows South
 * African context: another place here, or "South Africa" itself.
 */
const AMBIGUOUS = new Set([
  'George',
  'Wellington',
  'Hilton',
  'Howick',
  'Bethlehem',
  'Springbok',
  'Brits',
  'Parys',
  'Montana',
  'Carolina',
  'Harding',
  'Middelburg',
  'Thornhill',
  'Ceres',
  'Centurion',
  'Addo',
  'Kimberley',
  'Alberton',
  'Clarens',
  'White River',
  'North West',
  'East London',
]);

const SOUTH_AFRICA = /\bSouth[\s-]Africa(?:n|ns)?\b|\bMzansi\b/i;

export interface GeoMatch {
  southAfrica: boolean;
  provinces: Province[];
  /** Towns and regions as named in the gazetteer, in order of first mention. */
  places: string[];
}

export interface Gazetteer {
  match(text: string): GeoMatch;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Trail locations such as "Pretoria (Roodeplaat)" or "Johannesburg South (Kliprivier)" name two places. */
function placesIn(location: string): string[] {
  return location
    .split(/[(),/]/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 3);
}

/**
 * Place name -> province, from the town table, every trail's location in the
 * catalogue and a few regional aliases. Matching is case-sensitive: place names are proper nouns,
 * which keeps "the white river" or "north west of town" from counting.
 */
export function buildGazetteer(trails: ReadonlyArray<{ location: string; province: string }>): Gazetteer {
  const byName = new Map<string, Province>();
  const add = (name: string, province: string) => {
    if ((PROVINCES as readonly string[]).includes(province) && !byName.has(name))
      byName.set(name, province as Province);
  };
  for (const p of PROVINCES) add(p, p);
  for (const p of PROVINCES) for (const town of PROVINCE_TOWNS[p]) add(town, p);
  for (const t of trails) for (const place of placesIn(t.location)) add(place, t.province);
  for (const [alias, p] of Object.entries(REGION_ALIASES)) add(alias, p);

  // Longest first, so "Pretoria East" wins over "Pretoria" and "Cape Town" is not just "Cape".
  const names = [...byName.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(?:${names.map(escape).join('|')})(?![\\p{L}\\p{N}])`, 'gu');

  return {
    match(text) {
      const found = [...new Set(text.match(pattern) ?? [])];
      const sure = found.filter((n) => !AMBIGUOUS.has(n));
      const southAfrica = sure.length > 0 || SOUTH_AFRICA.test(text);
      const kept = southAfrica ? found : sure;
      const provinces = [...new Set(kept.map((n) => byName.get(n)!))];
      const places = kept.filter((n) => !(PROVINCES as readonly string[]).includes(n));
      return { southAfrica, provinces, places };
    },
  };
}
