import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { TrackFeature, TrackSummary } from '@trailfinder/shared-types';
import {
  idProperty,
  softDeleteProperty,
  timestampProperties,
  type SoftDelete,
  type Timestamps,
} from '../../db/base-properties.js';
import type { StoredTrack } from './track-codec.js';

/**
 * A trail's recorded line: one per trail, or per named variant of it. The cleaned full-resolution
 * points are kept for the GPX download (lazy: only the download reads them, they can be megabytes);
 * the simplified line and the figures are what riders' devices fetch. Deleting keeps a tombstone
 * so /api/sync can tell devices to drop their copy; importing again revives the same row.
 */
export interface Track extends Timestamps, SoftDelete {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt';
  id: number;
  trailId: number;
  /** The variant's name, or '' for the trail's own track ('' rather than null keeps the pair unique). */
  variant: string;
  points: StoredTrack;
  display: TrackFeature;
  summary: TrackSummary;
}

export const TrackSchema = new EntitySchema<Track>({
  name: 'Track',
  tableName: 'tracks',
  uniques: [{ properties: ['trailId', 'variant'] }],
  properties: {
    id: idProperty,
    trailId: { type: 'integer', index: true },
    variant: { type: 'string', length: 255, default: '' },
    points: { type: 'json', lazy: true },
    display: { type: 'json' },
    summary: { type: 'json' },
    ...timestampProperties,
    ...softDeleteProperty,
  },
});
