import { LockMode, type EntityManager } from '@mikro-orm/core';
import type { z } from 'zod';
import {
  DEFAULT_TRAIL_FACILITIES,
  isUploadedImageUrl,
  type Trail as TrailDto,
  type TrailCreateInput,
  type TrailUpdateInput,
} from '@trailfinder/shared-types';
import { TrailSchema, toTrail, type Trail } from '../trails/index.js';
import { ReviewSchema } from '../reviews/index.js';
import { ConditionReportSchema, TrailStatusSchema } from '../conditions/index.js';
import { copyFields, ManagedTable, orNull, withoutAbsent } from '../../db/managed-table.js';
import { NotFoundError } from '../../plugins/app/errors.js';

type CreateBody = z.output<typeof TrailCreateInput>;
type UpdateBody = z.output<typeof TrailUpdateInput>;

const COPIED = [
  ...['name', 'description', 'location', 'province', 'difficulty', 'distance', 'elevation', 'duration'],
  ...['rating', 'features', 'routeVariants', 'accommodationInfo', 'surface'],
] as const;

/** Body fields -> entity fields. Absent fields stay undefined (kept on update). */
function trailFields(body: UpdateBody, current?: Trail): Partial<Trail> {
  const fields: Partial<Trail> = {
    ...copyFields(body, COPIED),
    // The form sends back the uploaded picture's address it was given: the stored one is kept
    // (only an upload or its deletion changes it), so no admin can point a trail at another's file.
    imageUrl: isUploadedImageUrl(body.imageUrl) ? undefined : orNull(body.imageUrl),
    website: orNull(body.website),
    contactEmail: orNull(body.contactEmail),
    contactPhone: orNull(body.contactPhone),
  };
  // The form's latitude/longitude become the single trailhead pair.
  if (body.coordinatesLat !== undefined && body.coordinatesLng !== undefined) {
    fields.coordinates = [[body.coordinatesLat, body.coordinatesLng]];
  } else if (body.coordinates !== undefined) {
    fields.coordinates = body.coordinates;
  }
  if (body.facilities) {
    fields.facilities = { ...(current?.facilities ?? DEFAULT_TRAIL_FACILITIES), ...body.facilities };
  }
  return withoutAbsent(fields);
}

/** The admin's trail writes, newest first. Callers drop the public trail cache afterwards. */
export class AdminTrailRepository extends ManagedTable<Trail, TrailDto, CreateBody, UpdateBody> {
  constructor(em: () => EntityManager) {
    super(em, {
      schema: TrailSchema,
      notFound: 'Route not found',
      // The dashboard shows the 5 most recent.
      orderBy: { createdAt: 'desc', id: 'desc' },
      toDto: toTrail,
      fields: trailFields,
      blank: () => ({
        imageUrl: null,
        accommodationInfo: null,
        contactEmail: null,
        contactPhone: null,
        website: null,
        facilities: { ...DEFAULT_TRAIL_FACILITIES },
        coordinates: [],
      }),
    });
  }

  /**
   * Tombstones the trail (devices drop it on their next sync), its condition reports and status,
   * and removes its reviews, atomically. The trail row is locked first, as every write to a trail
   * does (docs/decisions/019): a review or report that got the lock before commits and is removed
   * here; one that waits finds a tombstone and gets 404.
   */
  override async remove(id: number): Promise<void> {
    await this.em().transactional(async (em) => {
      const trail = await em.findOne(TrailSchema, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!trail) throw new NotFoundError('Route not found');
      await em.nativeDelete(ReviewSchema, { routeId: id });
      // Condition reports and the status go as sync tombstones, so devices drop them too.
      const now = new Date();
      const tombstone = { deletedAt: now, updatedAt: now };
      await em.nativeUpdate(ConditionReportSchema, { routeId: id, deletedAt: null }, tombstone);
      await em.nativeUpdate(TrailStatusSchema, { routeId: id, deletedAt: null }, tombstone);
      trail.deletedAt = now;
      trail.reviewCount = 0;
    });
  }
}
