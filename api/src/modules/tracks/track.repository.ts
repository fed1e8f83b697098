import type { EntityManager } from '@mikro-orm/core';
import type { TrackRef } from '@trailfinder/shared-types';
import { NotFoundError } from '../../plugins/app/errors.js';
import { decodeTrack, encodeTrack } from './track-codec.js';
import { TrackSchema, type Track as TrackRow } from './track.entity.js';
import type { ImportedTrack } from './track-import.js';
import type { Track } from './track-model.js';

/** Which track of a trail: its own (variant '') or a named variant's. */
export interface TrackKey {
  trailId: number;
  variant: string;
}

export const NO_TRACK_MESSAGE = 'This trail has no recorded track yet.';

/** The version devices compare and the ETags are made from: changes on every import. */
export const trackVersion = (row: Pick<TrackRow, 'id' | 'updatedAt'>) => `${row.id}-${row.updatedAt.getTime()}`;

export function toTrackRef(row: TrackRow): TrackRef {
  return {
    id: row.id,
    routeId: row.trailId,
    variant: row.variant || null,
    version: trackVersion(row),
    distanceKm: row.summary.distanceKm,
    ascentM: row.summary.ascentM,
  };
}

/** Reads and writes the tracks table. The full-resolution points are only loaded for the download. */
export class TrackRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** The live track (without its points); NotFoundError when there is none. */
  async get(key: TrackKey): Promise<TrackRow> {
    const row = await this.em().findOne(TrackSchema, { ...key, deletedAt: null });
    if (!row) throw new NotFoundError(NO_TRACK_MESSAGE);
    return row;
  }

  /** The live track with its full-resolution points, for the GPX download. */
  async getWithPoints(key: TrackKey): Promise<{ row: TrackRow; track: Track }> {
    const row = await this.em().findOne(TrackSchema, { ...key, deletedAt: null }, { populate: ['points'] });
    if (!row) throw new NotFoundError(NO_TRACK_MESSAGE);
    return { row, track: decodeTrack(row.points) };
  }

  /** Stores an import as the trail's (or variant's) track, replacing (or reviving) the one before. */
  async save(key: TrackKey, imported: ImportedTrack): Promise<TrackRow> {
    const em = this.em().fork();
    const data = {
      points: encodeTrack(imported.track),
      display: imported.feature,
      summary: imported.summary,
      deletedAt: null,
    };
    const existing = await em.findOne(TrackSchema, key);
    const row = existing ? em.assign(existing, data) : em.create(TrackSchema, { ...key, ...data });
    await em.flush();
    return row;
  }

  /** Deletes the track, leaving a tombstone for synced devices; NotFoundError when there is none. */
  async remove(key: TrackKey): Promise<void> {
    const em = this.em().fork();
    const row = await em.findOne(TrackSchema, { ...key, deletedAt: null });
    if (!row) throw new NotFoundError(NO_TRACK_MESSAGE);
    row.deletedAt = new Date();
    await em.flush();
  }
}

/** Tracks changed after `since` (deleted ones included), or every live one: for /api/sync. */
export function tracksChangedSince(em: EntityManager, since: Date | undefined): Promise<TrackRow[]> {
  const where = since ? { updatedAt: { $gt: since } } : { deletedAt: null };
  return em.find(TrackSchema, where, { orderBy: { id: 'asc' } });
}
