// The tracking module's public surface: other modules and the app import only from here.
export { UserInteractionSchema, UserPreferencesSchema } from './tracking.entity.js';
export { default as trackingRoutes } from './tracking.routes.js';
