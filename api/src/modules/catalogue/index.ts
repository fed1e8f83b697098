// The catalogue module's public surface: the in-memory snapshot of what riders read.
export type { CatalogueSnapshot } from './catalogue-snapshot.js';
export { default as cataloguePlugin, type Catalogue } from './catalogue.plugin.js';
