import { entities as admin } from './modules/admin/index.js';
import { entities as conditions } from './modules/conditions/index.js';
import { entities as events } from './modules/events/index.js';
import { entities as news } from './modules/news/index.js';
import { entities as reviews } from './modules/reviews/index.js';
import { entities as tracking } from './modules/tracking/index.js';
import { entities as tracks } from './modules/tracks/index.js';
import { entities as trailImages } from './modules/trail-images/index.js';
import { entities as trails } from './modules/trails/index.js';
import { entities as videos } from './modules/videos/index.js';

/**
 * Every table MikroORM maps, gathered from the modules that own them (each module's index.ts
 * exports its `entities`). The app wiring hands this list to the database layer (db/orm-options.ts),
 * which imports no module.
 */
export const entities = [
  ...trails,
  ...reviews,
  ...events,
  ...news,
  ...videos,
  ...admin,
  ...tracking,
  ...tracks,
  ...conditions,
  ...trailImages,
];
