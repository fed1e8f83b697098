import { z } from 'zod';
import { HttpUrl } from './common.js';
import { TRAIL_IMAGE_TYPES, UPLOADED_IMAGE_URL } from './trail-image.js';

/**
 * A trail's `imageUrl` in the admin form: an http(s) link, the address of the trail's uploaded
 * picture (the form sends back what it was given; the server keeps the stored one), or none.
 */
export const TrailImageUrlInput = z
  .union([HttpUrl, z.string().regex(UPLOADED_IMAGE_URL), z.literal(''), z.null()], {
    error: 'Image URL must be an http(s) link',
  })
  .optional();

/** PUT /api/admin/routes/:id/image answers what it stored. */
export const TrailImageResponse = z.object({
  imageUrl: z.string(),
  contentType: z.enum(TRAIL_IMAGE_TYPES),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});
export type TrailImageResponse = z.infer<typeof TrailImageResponse>;

/** What a refused upload answers: the message an admin reads, and a code a client can test. */
export const TrailImageRefusal = z.object({
  message: z.string(),
  code: z.enum(['not_an_image', 'type_mismatch', 'too_large', 'bad_size']),
});
export type TrailImageRefusal = z.infer<typeof TrailImageRefusal>;
