import { OptionalProps } from '@mikro-orm/core';
import type { AccommodationInfo, Facilities, RouteVariant, TrailSurface } from '@trailfinder/shared-types';
import { syncedTable, type SyncedRow } from '../../db/base-properties.js';

/** A trail. Structured fields are stored as JSON columns and served in the API's shapes (shared-types/trail.ts). */
export interface Trail extends SyncedRow {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt' | 'reviewCount' | 'surface';
  name: string;
  description: string;
  location: string;
  province: string;
  difficulty: string;
  distance: number;
  elevation: number;
  duration: string;
  rating: number;
  reviewCount: number;
  imageUrl: string | null;
  /** [[lat, lng], ...]; the first pair is the trailhead. */
  coordinates: [number, number][];
  features: string[];
  facilities: Facilities;
  routeVariants: RouteVariant[];
  accommodationInfo: AccommodationInfo | null;
  contactEmail: string | null;
  contactPhone: string | null;
  website: string | null;
  /** How fast the trail dries after rain (decision 020); `unknown` unless a source names it (decision 021). */
  surface: TrailSurface;
}

export const TrailSchema = syncedTable<Trail>(
  { name: 'Trail', tableName: 'trails' },
  {
    name: { type: 'string', length: 255 },
    description: { type: 'text' },
    location: { type: 'string', length: 255 },
    province: { type: 'string', length: 100, index: true },
    difficulty: { type: 'string', length: 20 },
    distance: { type: 'double' },
    elevation: { type: 'integer' },
    duration: { type: 'string', length: 100 },
    rating: { type: 'double' },
    reviewCount: { type: 'integer', default: 0 },
    imageUrl: { type: 'string', length: 1000, nullable: true },
    coordinates: { type: 'json' },
    features: { type: 'json' },
    facilities: { type: 'json' },
    routeVariants: { type: 'json' },
    accommodationInfo: { type: 'json', nullable: true },
    contactEmail: { type: 'string', length: 255, nullable: true },
    contactPhone: { type: 'string', length: 50, nullable: true },
    website: { type: 'string', length: 1000, nullable: true },
    surface: { type: 'string', length: 20, default: 'unknown' },
  },
);
