import { EntitySchema, OptionalProps } from '@mikro-orm/core';

/**
 * The editorial rating a trail had before riders reviewed it (the catalogue's or the admin's),
 * kept so the shown rating can blend it with the reviews (docs/decisions/005-trail-rating.md).
 */
export interface TrailRatingBaseline {
  [OptionalProps]?: 'updatedAt';
  routeId: number;
  editorialRating: number;
  /** The rating last written to the trail; a different one there means an admin has edited it. */
  writtenRating: number;
  updatedAt: Date;
}

export const TrailRatingBaselineSchema = new EntitySchema<TrailRatingBaseline>({
  name: 'TrailRatingBaseline',
  tableName: 'trail_rating_baselines',
  properties: {
    routeId: { type: 'integer', primary: true, autoincrement: false },
    editorialRating: { type: 'double' },
    writtenRating: { type: 'double' },
    updatedAt: {
      type: 'Date',
      columnType: 'timestamptz(3)',
      onCreate: () => new Date(),
      onUpdate: () => new Date(),
    },
  },
});
