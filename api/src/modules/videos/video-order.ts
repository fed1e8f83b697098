import { VIDEO_DISPLAY_ORDER } from '@trailfinder/shared-types';

/** The gallery's display order (shared with the web app) as a MikroORM orderBy. */
export const VIDEO_ORDER = Object.fromEntries(VIDEO_DISPLAY_ORDER.map((key) => [key, 'asc'])) as Record<
  (typeof VIDEO_DISPLAY_ORDER)[number],
  'asc'
>;
