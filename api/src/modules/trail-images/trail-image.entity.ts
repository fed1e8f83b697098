import { EntitySchema, OptionalProps } from '@mikro-orm/core';
import type { TrailImageType } from '@trailfinder/shared-types';
import { timestampProperties, type Timestamps } from '../../db/base-properties.js';

/**
 * The picture an admin uploaded for a trail: one per trail, the file's bytes as sent (at most
 * 2 MB). The bytes are lazy: the trail's `imageUrl` and the ETag need only the version.
 */
export interface TrailImage extends Timestamps {
  [OptionalProps]?: 'createdAt' | 'updatedAt';
  trailId: number;
  contentType: TrailImageType;
  bytes: Buffer;
  byteSize: number;
  width: number;
  height: number;
  /** A hash of the bytes: the ETag, and the `v` of the trail's imageUrl. */
  version: string;
}

export const TrailImageSchema = new EntitySchema<TrailImage>({
  name: 'TrailImage',
  tableName: 'trail_images',
  properties: {
    trailId: { type: 'integer', primary: true, autoincrement: false },
    contentType: { type: 'string', length: 20 },
    bytes: { type: 'blob', lazy: true },
    byteSize: { type: 'integer' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    version: { type: 'string', length: 40 },
    ...timestampProperties,
  },
});
