// The videos module's public surface: other modules and the app import only from here.
export { VideoSchema, type Video } from './video.entity.js';
export { toVideo } from './video.mapper.js';
export { VIDEO_ORDER } from './video-order.js';
export { countPublishedVideos } from './video.repository.js';
export { default as videoRoutes } from './video.routes.js';
export { VideoRepository } from './video.repository.js';

import { VideoSchema } from './video.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [VideoSchema];
