import type { TrailSurface } from '@trailfinder/shared-types/rules';

/** The landscapes a trail's illustration is drawn in (South Africa's main vegetation types). */
export type Biome = 'fynbos' | 'karoo' | 'grassland' | 'bushveld' | 'forest';

export interface BiomePalette {
  label: string;
  /** Sky top and horizon, for the three times of day the picture may show. */
  skies: [string, string][];
  /** Far, middle and near ridges. */
  ridges: [string, string, string];
  /** Plants drawn on the near slope. */
  plant: string;
}

export const BIOMES: Record<Biome, BiomePalette> = {
  fynbos: {
    label: 'fynbos mountains',
    skies: [
      ['#7cb8e8', '#d9ecf7'],
      ['#f6b48f', '#fde6c8'],
      ['#5b8fc9', '#c3dcf0'],
    ],
    ridges: ['#8ea7b5', '#5f7f6a', '#3f5a3a'],
    plant: '#c2497a',
  },
  karoo: {
    label: 'Karoo koppies',
    skies: [
      ['#8ec5ef', '#f3e3c4'],
      ['#f0a868', '#fbe3b5'],
      ['#6aa7dd', '#efdcb8'],
    ],
    ridges: ['#c9a27c', '#a9774f', '#7d5536'],
    plant: '#6b7a3f',
  },
  grassland: {
    label: 'grassland hills',
    skies: [
      ['#86c1ec', '#e3f1fa'],
      ['#f4b77c', '#fdeccc'],
      ['#6fa6db', '#d5e8f6'],
    ],
    ridges: ['#9fb98a', '#7d9c4f', '#5d7a2f'],
    plant: '#c9b458',
  },
  bushveld: {
    label: 'bushveld',
    skies: [
      ['#8fc3ea', '#f1e8cf'],
      ['#f29b5c', '#fbdcae'],
      ['#73aee0', '#e8e2c6'],
    ],
    ridges: ['#a7a58a', '#8b8a55', '#6b6634'],
    plant: '#3f4a22',
  },
  forest: {
    label: 'forest',
    skies: [
      ['#8cc0e4', '#dcefe8'],
      ['#e8b27c', '#f6e4c4'],
      ['#6c9fce', '#cfe4e0'],
    ],
    ridges: ['#7f9f93', '#3f6f52', '#234a33'],
    plant: '#183a26',
  },
};

const PROVINCE_BIOME: Record<string, Biome> = {
  'Western Cape': 'fynbos',
  'Northern Cape': 'karoo',
  'Free State': 'grassland',
  Gauteng: 'grassland',
  'KwaZulu-Natal': 'grassland',
  'Eastern Cape': 'grassland',
  Mpumalanga: 'grassland',
  Limpopo: 'bushveld',
  'North West': 'bushveld',
};

/** A trail tagged as forest riding is drawn among trees; otherwise its province's main landscape. */
export function biomeOf(province: string, features: readonly string[]): Biome {
  if (features.includes('forest')) return 'forest';
  return PROVINCE_BIOME[province] ?? 'grassland';
}

/** The colour of the drawn trail: what it is ridden on. */
export const SURFACE_COLOURS: Record<TrailSurface, string> = {
  sand: '#f1dca7',
  clay: '#b8643c',
  rock: '#b9b4ab',
  loam: '#7a5230',
  gravel: '#d8c3a0',
  paved: '#9aa0a6',
  mixed: '#cfa878',
  unknown: '#f3e4c0',
};
