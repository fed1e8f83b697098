// The page-rendering module's public surface: the app imports only from here.
export { default as renderedPages } from './pages.routes.js';
