// The sync module's public surface: the app imports only from here.
export { default as syncRoutes } from './sync.routes.js';
export { SyncRepository } from './sync.repository.js';
