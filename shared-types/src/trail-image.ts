/**
 * A trail's uploaded picture (zod-free: the web's cards import it). The picture lives in the
 * database and is served at /api/routes/:id/image; the trail's `imageUrl` names that address with
 * the picture's version (so a new upload is a new URL that caches forever) and its pixel size (so
 * a device can reserve its space and describe it in `srcset` without another field in the sync).
 */
export const TRAIL_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const TRAIL_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type TrailImageType = (typeof TRAIL_IMAGE_TYPES)[number];

/** The largest side an uploaded picture may have, in pixels (a bigger one is a mistake on a phone). */
export const TRAIL_IMAGE_MAX_SIDE = 8000;

export const trailImagePath = (trailId: number) => `/api/routes/${trailId}/image`;

export interface TrailImageSize {
  width: number;
  height: number;
}

/** The `imageUrl` a trail gets when its picture is uploaded. */
export const uploadedImageUrl = (trailId: number, version: string, size: TrailImageSize) =>
  `${trailImagePath(trailId)}?v=${version}&w=${size.width}&h=${size.height}`;

/** An address this app made for an uploaded picture (of any trail). */
export const UPLOADED_IMAGE_URL = /^\/api\/routes\/\d{1,10}\/image(\?v=[\w-]{1,40}&w=\d{1,5}&h=\d{1,5})?$/;

export const isUploadedImageUrl = (url: string | null | undefined): url is string =>
  typeof url === 'string' && UPLOADED_IMAGE_URL.test(url);

/** The pixel size an uploaded picture's address carries, or null for any other address. */
export function uploadedImageSize(url: string | null | undefined): TrailImageSize | null {
  if (!isUploadedImageUrl(url)) return null;
  const match = /[?&]w=(\d+)&h=(\d+)/.exec(url);
  if (!match) return null;
  const [width, height] = [Number(match[1]), Number(match[2])];
  return width > 0 && height > 0 ? { width, height } : null;
}
