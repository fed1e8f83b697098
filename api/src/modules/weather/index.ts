// The weather module's public surface: other modules and the app import only from here.
export { trailhead, type LatLng } from './trailhead.js';
export { default as weatherPlugin } from './weather.plugin.js';
export { default as weatherRoutes } from './weather.routes.js';
export type { RainReading } from './weather.service.js';
export type { DryingWeather } from './drying-weather.js';
