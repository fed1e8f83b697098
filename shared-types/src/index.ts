export * from './provinces.js';
export * from './constants.js';
export * from './common.js';
export * from './route.js';
export * from './route-filters.js';
export * from './route-query.js';
export * from './content.js';
export * from './sync.js';
