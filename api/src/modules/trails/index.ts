// The trails module's public surface: other modules and the app import only from here.
export { TrailSchema, type Trail } from './trail.entity.js';
export { toTrail } from './trail.mapper.js';
export { TrailRepository } from './trail.repository.js';
export { default as trailsPlugin } from './trail.plugin.js';
export { default as trailRoutes } from './trail.routes.js';

import { TrailSchema } from './trail.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [TrailSchema];
