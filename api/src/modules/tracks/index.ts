// The tracks module's public surface: other modules and the app import only from here.
export { TrackSchema, type Track } from './track.entity.js';
export { toTrackRef, tracksChangedSince } from './track.repository.js';
export { default as trackRoutes } from './track.routes.js';
export { default as adminTrackRoutes } from './admin-track.routes.js';

import { TrackSchema } from './track.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [TrackSchema];
