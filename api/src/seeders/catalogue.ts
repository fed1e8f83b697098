import { trailsSouth } from './data/trails-south.js';
import { trailsNorth } from './data/trails-north.js';
import type { SeedTrail } from './seed-types.js';

export { seedEvents } from './data/events.js';
export { seedNews } from './data/news.js';
export { KNOWN_NEWS_SOURCES as newsSources } from '../modules/news/index.js';
export { seedVideos } from './data/videos.js';

/** The real trail catalogue loaded on first start. */
export const seedTrails: SeedTrail[] = [...trailsSouth, ...trailsNorth];
