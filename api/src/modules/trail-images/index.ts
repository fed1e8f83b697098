// The trail-images module's public surface: the app and the admin API import only from here.
export { TrailImageSchema, type TrailImage } from './trail-image.entity.js';
export { default as trailImageRoutes } from './trail-image.routes.js';
export { default as adminTrailImageRoutes } from './admin-trail-image.routes.js';

import { TrailImageSchema } from './trail-image.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [TrailImageSchema];
