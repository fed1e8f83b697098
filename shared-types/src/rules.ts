/**
 * The zod-free part of shared-types: constants, provinces and the filter rules. The web app's
 * home page imports from here (`@trailfinder/shared-types/rules`) so zod stays out of its
 * initial bundle; schemas are imported only by lazily loaded pages and by the API.
 */
export * from './provinces.js';
export * from './constants.js';
export * from './route-filters.js';
export * from './event-filters.js';
export * from './weather-rules.js';
export * from './review-rules.js';
