import { OptionalProps } from '@mikro-orm/core';
import type { TrackFeature, TrackSummary } from '@trailfinder/shared-types';
import { syncedTable, type SyncedRow } from '../../db/base-properties.js';
import type { StoredTrack } from './track-codec.js';

/**
 * A trail's recorded line: one per trail, or per named variant of it. The cleaned full-resolution
 * points are kept for the GPX download (lazy: only the download reads them, they can be megabytes);
 * the simplified line and the figures are what riders' devices fetch. Deleting keeps a tombstone
 * so /api/sync can tell devices to drop their copy; importing again revives the same row.
 */
export interface Track extends SyncedRow {
  [OptionalProps]?: 'createdAt' | 'updatedAt' | 'deletedAt';
  trailId: number;
  /** The variant's name, or '' for the trail's own track ('' rather than null keeps the pair unique). */
  variant: string;
  points: StoredTrack;
  display: TrackFeature;
  summary: TrackSummary;
}

export const TrackSchema = syncedTable<Track>(
  { name: 'Track', tableName: 'tracks', uniques: [{ properties: ['trailId', 'variant'] }] },
  {
    trailId: { type: 'integer', index: true },
    variant: { type: 'string', length: 255, default: '' },
    points: { type: 'json', lazy: true },
    display: { type: 'json' },
    summary: { type: 'json' },
  },
);
