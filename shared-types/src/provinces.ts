import { byName } from './text-order.js';
/** The nine provinces, their map centres and towns. */
export const PROVINCES = [
  'Eastern Cape',
  'Free State',
  'Gauteng',
  'KwaZulu-Natal',
  'Limpopo',
  'Mpumalanga',
  'North West',
  'Northern Cape',
  'Western Cape',
] as const;
export type Province = (typeof PROVINCES)[number];

export const PROVINCE_CENTRES: Record<Province, readonly [number, number]> = {
  Gauteng: [-26.2041, 28.0473],
  'Western Cape': [-33.9249, 18.4241],
  'KwaZulu-Natal': [-29.6094, 30.3781],
  'Eastern Cape': [-32.2968, 26.4194],
  Mpumalanga: [-25.4753, 30.9694],
  Limpopo: [-23.4013, 29.4179],
  'Free State': [-28.4541, 26.7968],
  'Northern Cape': [-28.7282, 24.7499],
  'North West': [-25.8601, 25.6407],
};

/**
 * Towns per province. Knysna and Plettenberg Bay are listed under the Western Cape, where they
 * are and where riders look for them (see docs/decisions/003-town-table-and-filter-rules.md).
 * Location options shown to riders merge this list with the towns of the province's trails.
 */
export const PROVINCE_TOWNS: Record<Province, readonly string[]> = {
  Gauteng: ['Johannesburg', 'Pretoria', 'Centurion', 'Sandton', 'Krugersdorp', 'Roodepoort'],
  'Western Cape': [
    'Cape Town',
    'Stellenbosch',
    'Paarl',
    'Wellington',
    'Hermanus',
    'George',
    'Knysna',
    'Plettenberg Bay',
  ],
  'KwaZulu-Natal': ['Durban', 'Pietermaritzburg', 'Underberg', 'Hilton', 'Howick', 'Ballito'],
  'Eastern Cape': ['Port Elizabeth', 'East London', 'Grahamstown'],
  Mpumalanga: ['Nelspruit', 'Sabie', 'Graskop', 'Hazyview', 'Lydenburg', 'Barberton'],
  Limpopo: ['Polokwane', 'Tzaneen', 'Hoedspruit', 'Louis Trichardt', 'Mokopane'],
  'Free State': ['Bloemfontein', 'Clarens', 'Bethlehem', 'Harrismith', 'Parys'],
  'Northern Cape': ['Kimberley', 'Upington', 'Springbok', 'Calvinia', 'Kuruman'],
  'North West': ['Rustenburg', 'Potchefstroom', 'Klerksdorp', 'Mafikeng', 'Brits'],
};

/**
 * Approximate bounding boxes [minLat, maxLat, minLng, maxLng] of each province and of the
 * country. Coarse (boxes of neighbours overlap) but enough to catch a trailhead in the wrong
 * place or a swapped latitude and longitude.
 */
export const PROVINCE_BOUNDS: Record<Province, readonly [number, number, number, number]> = {
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
export const SOUTH_AFRICA_BOUNDS = [-34.9, -22.1, 16.4, 32.95] as const;

export function isProvince(value: string): value is Province {
  return (PROVINCES as readonly string[]).includes(value);
}

export interface LocationOption {
  /** Lowercase, as the filter and the URL carry it. */
  value: string;
  /** The place as the trails spell it, with its trail count: "Johannesburg (Diepsloot) (3)". */
  label: string;
  count: number;
}

/**
 * Location options for a province ('all' = every province): only the places the trails on the
 * device are in, each with its trail count, so a rider never picks a town that yields nothing
 * (docs/decisions/003). The town table (PROVINCE_TOWNS) names places; it does not add options.
 * Places differing only in case are one option, labelled as most of its trails spell it.
 */
export function locationOptions(
  province: string,
  trails: ReadonlyArray<{ province: string; location: string }>,
): LocationOption[] {
  const places = new Map<string, { spellings: Map<string, number>; count: number }>();
  for (const t of trails) {
    if (province !== 'all' && t.province !== province) continue;
    const name = t.location.trim();
    if (name === '') continue;
    const value = name.toLowerCase();
    const place = places.get(value) ?? { spellings: new Map<string, number>(), count: 0 };
    place.count += 1;
    place.spellings.set(name, (place.spellings.get(name) ?? 0) + 1);
    places.set(value, place);
  }
  return [...places.entries()]
    .map(([value, { spellings, count }]) => {
      const name = [...spellings.entries()].sort((a, b) => b[1] - a[1] || byName(a[0], b[0]))[0][0];
      return { value, name, count };
    })
    .sort((a, b) => byName(a.name, b.name))
    .map(({ value, name, count }) => ({ value, label: `${name} (${count})`, count }));
}
