import { createHash } from 'node:crypto';
import { LockMode, type EntityManager } from '@mikro-orm/core';
import { isUploadedImageUrl, uploadedImageUrl } from '@trailfinder/shared-types';
import { NotFoundError } from '../../plugins/app/errors.js';
import { TrailSchema } from '../trails/index.js';
import { TrailImageSchema, type TrailImage } from './trail-image.entity.js';
import type { SniffedImage } from './image-sniff.js';

export const NO_IMAGE_MESSAGE = 'This trail has no uploaded photo.';
const NO_TRAIL_MESSAGE = 'Route not found';

/** The version of a file: the same bytes give the same ETag and URL, on every instance. */
const versionOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('base64url').slice(0, 16);

/**
 * Reads and writes uploaded trail pictures. A write also points the trail's `imageUrl` at the
 * picture (or clears it), in the same transaction, so the trail's next sync row carries it.
 */
export class TrailImageRepository {
  constructor(private readonly em: () => EntityManager) {}

  /** The picture of a live trail, without its bytes; NotFoundError when there is none. */
  async find(trailId: number): Promise<TrailImage> {
    const em = this.em();
    const [image, live] = await Promise.all([
      em.findOne(TrailImageSchema, { trailId }),
      em.count(TrailSchema, { id: trailId, deletedAt: null }),
    ]);
    if (!image || !live) throw new NotFoundError(live ? NO_IMAGE_MESSAGE : NO_TRAIL_MESSAGE);
    return image;
  }

  async bytes(image: TrailImage): Promise<Buffer> {
    const loaded = await this.em().populate(image, ['bytes']);
    return loaded.bytes;
  }

  /** Stores the picture as the trail's (replacing any before) and points the trail at it. */
  async save(trailId: number, sniffed: SniffedImage, bytes: Buffer): Promise<TrailImage> {
    return this.em().transactional(async (em) => {
      // The trail's row is locked first, as every write to a trail does (docs/decisions/019).
      const trail = await em.findOne(
        TrailSchema,
        { id: trailId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!trail) throw new NotFoundError(NO_TRAIL_MESSAGE);
      const data = { ...sniffed, bytes, byteSize: bytes.length, version: versionOf(bytes) };
      const existing = await em.findOne(TrailImageSchema, { trailId });
      const image = existing ? em.assign(existing, data) : em.create(TrailImageSchema, { trailId, ...data });
      trail.imageUrl = uploadedImageUrl(trailId, image.version, sniffed);
      return image;
    });
  }

  /** Deletes the picture; the trail goes back to its illustration. NotFoundError when there is none. */
  async remove(trailId: number): Promise<void> {
    await this.em().transactional(async (em) => {
      const trail = await em.findOne(
        TrailSchema,
        { id: trailId, deletedAt: null },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (!trail) throw new NotFoundError(NO_TRAIL_MESSAGE);
      const image = await em.findOne(TrailImageSchema, { trailId });
      if (!image) throw new NotFoundError(NO_IMAGE_MESSAGE);
      em.remove(image);
      // An external link the admin typed after uploading stays; only our own address goes.
      if (isUploadedImageUrl(trail.imageUrl)) trail.imageUrl = null;
    });
  }
}
