import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import { idProperty, timestampProperties, type Timestamps } from '../../db/base-properties.js';

export interface Review extends Timestamps {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'userId' | 'recommendations' | 'clientId';
  id: number;
  routeId: number;
  userId: string | null;
  rating: number;
  comment: string;
  recommendations: string | null;
  reviewerName: string;
  /** Client-generated id of an offline-queued review: an idempotency key. */
  clientId: string | null;
}

export const ReviewSchema = new EntitySchema<Review>({
  name: 'Review',
  tableName: 'reviews',
  properties: {
    id: idProperty,
    routeId: { type: 'integer', index: true },
    userId: { type: 'string', length: 255, nullable: true },
    rating: { type: 'integer' },
    comment: { type: 'text' },
    recommendations: { type: 'text', nullable: true },
    reviewerName: { type: 'string', length: 255 },
    clientId: { type: 'string', length: 64, nullable: true, unique: true },
    ...timestampProperties,
  },
});
