import type { EntityManager, RequiredEntityData } from '@mikro-orm/core';
import type { z } from 'zod';
import {
  DEFAULT_TRAIL_FACILITIES,
  type Route,
  type RouteCreateInput,
  type RouteUpdateInput,
} from '@trailfinder/shared-types';
import { TrailSchema, type Trail } from '../trails/trail.entity.js';
import { toRoute } from '../trails/trail.mapper.js';
import { ReviewSchema } from '../reviews/review.entity.js';
import { NotFoundError } from '../../plugins/app/errors.js';

type CreateBody = z.output<typeof RouteCreateInput>;
type UpdateBody = z.output<typeof RouteUpdateInput>;

const orNull = (v: string | null | undefined) => (v === undefined ? undefined : v || null);

/** Body fields -> entity fields. Absent fields stay undefined (kept on update). */
function trailFields(body: UpdateBody, current?: Trail): Partial<Trail> {
  const fields: Partial<Trail> = {
    name: body.name,
    description: body.description,
    location: body.location,
    province: body.province,
    difficulty: body.difficulty,
    distance: body.distance,
    elevation: body.elevation,
    duration: body.duration,
    rating: body.rating,
    features: body.features,
    routeVariants: body.routeVariants,
    accommodationInfo: body.accommodationInfo,
    imageUrl: orNull(body.imageUrl),
    website: orNull(body.website),
    contactEmail: orNull(body.contactEmail),
    contactPhone: orNull(body.contactPhone),
  };
  // The form's latitude/longitude become the single trailhead pair (spec section 3).
  if (body.coordinatesLat !== undefined && body.coordinatesLng !== undefined) {
    fields.coordinates = [[body.coordinatesLat, body.coordinatesLng]];
  } else if (body.coordinates !== undefined) {
    fields.coordinates = body.coordinates;
  }
  if (body.facilities) {
    fields.facilities = { ...(current?.facilities ?? DEFAULT_TRAIL_FACILITIES), ...body.facilities };
  }
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

/** The admin's trail writes. Callers invalidate the public trail cache afterwards. */
export class AdminTrailRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** Every live trail, newest first (the dashboard shows the 5 most recent). */
  async list(): Promise<Route[]> {
    const rows = await this.em().find(TrailSchema, { deletedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return rows.map(toRoute);
  }

  async create(body: CreateBody): Promise<Route> {
    const em = this.em();
    // The create schema's defaults and required fields fill what trailFields types as optional.
    const trail = em.create(TrailSchema, {
      imageUrl: null,
      accommodationInfo: null,
      contactEmail: null,
      contactPhone: null,
      website: null,
      facilities: { ...DEFAULT_TRAIL_FACILITIES },
      coordinates: [],
      ...trailFields(body),
    } as RequiredEntityData<Trail>);
    await em.flush();
    return toRoute(trail);
  }

  async update(id: number, body: UpdateBody): Promise<Route> {
    const em = this.em();
    const trail = await em.findOne(TrailSchema, { id, deletedAt: null });
    if (!trail) throw new NotFoundError('Route not found');
    Object.assign(trail, trailFields(body, trail));
    await em.flush();
    return toRoute(trail);
  }

  /** Tombstones the trail (devices drop it on their next sync) and removes its reviews, atomically. */
  async remove(id: number): Promise<void> {
    await this.em().transactional(async (em) => {
      const trail = await em.findOne(TrailSchema, { id, deletedAt: null });
      if (!trail) throw new NotFoundError('Route not found');
      await em.nativeDelete(ReviewSchema, { routeId: id });
      trail.deletedAt = new Date();
      trail.reviewCount = 0;
    });
  }
}
