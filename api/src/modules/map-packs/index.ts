// The map packs module's public surface: other modules and the app import only from here.
export { default as mapPackRoutes, NO_ARCHIVE_MESSAGE } from './map-pack.routes.js';
