// The events module's public surface: other modules and the app import only from here.
export { EventSchema, type TrailEvent } from './event.entity.js';
export { toEvent } from './event.mapper.js';
export { default as eventRoutes } from './event.routes.js';
export { EventRepository } from './event.repository.js';

import { EventSchema } from './event.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [EventSchema];
