// The site module's public surface: the app imports only from here.
export { default as siteRoutes } from './site.routes.js';
export { default as crawlerFiles } from './crawler-files.js';
export { clientConfig } from './client-config.js';
