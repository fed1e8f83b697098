import { TRAIL_IMAGE_MAX_BYTES, TRAIL_IMAGE_TYPES } from '@trailfinder/shared-types/rules';

/** What is wrong with a chosen file before it is sent (the server checks the bytes again), or null. */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(TRAIL_IMAGE_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP picture.';
  }
  if (file.size > TRAIL_IMAGE_MAX_BYTES) {
    return `The picture is larger than ${TRAIL_IMAGE_MAX_BYTES / 1024 / 1024} MB. Save it smaller (about 1600 px wide is plenty) and try again.`;
  }
  return null;
}
