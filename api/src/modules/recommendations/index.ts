// The recommendations module's public surface: the app imports only from here.
export { default as recommendationRoutes } from './recommendation.routes.js';
