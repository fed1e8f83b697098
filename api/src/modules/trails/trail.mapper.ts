import { UNKNOWN_ACCESS, type Trail as TrailDto } from '@trailfinder/shared-types';
import type { Trail } from './trail.entity.js';

/** Entity -> the API's trail shape (coordinates as JSON text). */
export function toTrail(t: Trail): TrailDto {
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    location: t.location,
    province: t.province,
    difficulty: t.difficulty,
    distance: t.distance,
    elevation: t.elevation,
    duration: t.duration,
    rating: Math.round(t.rating * 10) / 10,
    imageUrl: t.imageUrl,
    coordinates: JSON.stringify(t.coordinates),
    features: t.features,
    facilities: t.facilities,
    routeVariants: t.routeVariants,
    accommodationInfo: t.accommodationInfo,
    contactEmail: t.contactEmail,
    contactPhone: t.contactPhone,
    website: t.website,
    surface: t.surface,
    drainage: t.drainage,
    access: t.access ?? UNKNOWN_ACCESS,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
  };
}
