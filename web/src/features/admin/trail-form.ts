import { normaliseDifficulty, TrailCreateInput, TrailUpdateInput, type Trail } from '@trailfinder/shared-types';
import { issuesToFieldErrors, schemaFieldErrors } from './server-issues';
import type { ResourceForm } from './admin-resource';
import { accessFormFromTrail, accessPayload, emptyAccessForm, type AccessFormValues } from './trail-access-form';

/** The trail form as typed: every input is text (numbers too), as the browser hands them over. */
export interface TrailFormValues extends AccessFormValues {
  name: string;
  location: string;
  province: string;
  difficulty: string;
  rating: string;
  description: string;
  distance: string;
  elevation: string;
  duration: string;
  coordinatesLat: string;
  coordinatesLng: string;
  imageUrl: string;
  contactEmail: string;
  contactPhone: string;
  website: string;
  /** One of TRAIL_SURFACES; sets how fast the trail dries in the verdict. */
  surface: string;
  /** One of TRAIL_DRAINAGES: how it drains for its surface (the drying outlook, decision 075). */
  drainage: string;
  features: string[];
}
export type TrailField = Exclude<keyof TrailFormValues, 'features' | 'accessSources'>;
export type TrailFormErrors = Partial<Record<TrailField, string>>;

/** New-form defaults: moderate, 0 km, 0 m, rating 4, the rest empty. */
export function emptyTrailForm(): TrailFormValues {
  return {
    name: '',
    location: '',
    province: '',
    difficulty: 'moderate',
    rating: '4',
    description: '',
    distance: '0',
    elevation: '0',
    duration: '',
    coordinatesLat: '',
    coordinatesLng: '',
    imageUrl: '',
    contactEmail: '',
    contactPhone: '',
    website: '',
    surface: 'unknown',
    drainage: 'normal',
    features: [],
    ...emptyAccessForm(),
  };
}

/** The first [lat, lng] pair of the stored coordinates text, as the form's two fields. */
function firstPair(coordinates: string): [string, string] {
  try {
    const pairs = JSON.parse(coordinates) as unknown;
    const first = Array.isArray(pairs) ? (pairs[0] as unknown) : undefined;
    if (Array.isArray(first) && first.length >= 2) return [String(first[0]), String(first[1])];
  } catch (err) {
    console.warn('Trail coordinates could not be read', err);
  }
  return ['', ''];
}

/** Edit mode: the form prefilled with the trail's values. */
export function trailFormFromTrail(route: Trail): TrailFormValues {
  const [lat, lng] = firstPair(route.coordinates);
  return {
    name: route.name,
    location: route.location,
    province: route.province,
    // The form offers easy, moderate and hard; 'difficult' or 'expert' read as hard.
    difficulty: normaliseDifficulty(route.difficulty),
    rating: String(route.rating),
    description: route.description,
    distance: String(route.distance),
    elevation: String(route.elevation),
    duration: route.duration,
    coordinatesLat: lat,
    coordinatesLng: lng,
    imageUrl: route.imageUrl ?? '',
    contactEmail: route.contactEmail ?? '',
    contactPhone: route.contactPhone ?? '',
    website: route.website ?? '',
    surface: route.surface ?? 'unknown',
    drainage: route.drainage ?? 'normal',
    features: route.features,
    ...accessFormFromTrail(route.access),
  };
}

const NUMBER_FIELDS = { rating: 'Rating', distance: 'Distance', elevation: 'Elevation' } as const;

const toNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The API body. A new trail sends its (empty) features; an edit keeps the stored ones and the facilities. */
export function trailPayload(values: TrailFormValues, mode: 'create' | 'edit'): TrailCreateInput {
  const { features, ...rest } = values;
  // The card's fields travel as one `access` object.
  const fields = Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('access'))) as Omit<
    TrailFormValues,
    keyof AccessFormValues | 'features'
  >;
  const access = accessPayload(values);
  return {
    ...fields,
    access,
    province: fields.province as TrailCreateInput['province'],
    difficulty: fields.difficulty as TrailCreateInput['difficulty'],
    surface: fields.surface as TrailCreateInput['surface'],
    drainage: fields.drainage as TrailCreateInput['drainage'],
    rating: toNumber(fields.rating),
    distance: toNumber(fields.distance),
    elevation: toNumber(fields.elevation),
    ...(mode === 'create' ? { features } : {}),
  };
}

/** Field errors: latitude and longitude are required, the rest comes from the shared schema. */
export function trailFormErrors(values: TrailFormValues, mode: 'create' | 'edit'): TrailFormErrors {
  const errors: TrailFormErrors = {};
  for (const [field, label] of Object.entries(NUMBER_FIELDS) as [TrailField, string][]) {
    if (Number.isNaN(Number(values[field]))) errors[field] = `${label} must be a number`;
  }
  if (values.province === '') errors.province = 'Province is required';
  if (values.coordinatesLat.trim() === '') errors.coordinatesLat = 'Latitude is required';
  if (values.coordinatesLng.trim() === '') errors.coordinatesLng = 'Longitude is required';
  const schema = mode === 'create' ? TrailCreateInput : TrailUpdateInput;
  return { ...schemaFieldErrors(schema, trailPayload(values, mode), TRAIL_FIELDS), ...errors };
}

/** The form's fields a server message can be shown beside. */
export const TRAIL_FIELDS = Object.keys(emptyTrailForm()).filter(
  (k) => k !== 'features' && k !== 'accessSources',
) as TrailField[];

/** A 400 answer's `issues` (path 'coordinatesLat', message ...) as field errors. */
export function serverFieldErrors(issues: { path: string; message: string }[] | undefined): TrailFormErrors {
  return issuesToFieldErrors(issues ?? [], TRAIL_FIELDS);
}

/** The trail form as the admin section uses it: a new trail is checked as a create, an edit as an update. */
export const trailForm: ResourceForm<Trail, TrailFormValues, TrailField> = {
  collection: 'trails',
  noun: 'Trail',
  fields: TRAIL_FIELDS,
  empty: emptyTrailForm,
  fromItem: trailFormFromTrail,
  errors: (values, trail) => trailFormErrors(values, trail ? 'edit' : 'create'),
  payload: (values, trail) => trailPayload(values, trail ? 'edit' : 'create'),
};
