// The tracking module's public surface: other modules and the app import only from here.
export { UserInteractionSchema, UserPreferencesSchema } from './tracking.entity.js';
export { default as trackingRoutes } from './tracking.routes.js';

import { UserInteractionSchema, UserPreferencesSchema } from './tracking.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [UserInteractionSchema, UserPreferencesSchema];
