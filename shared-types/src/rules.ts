/**
 * The zod-free part of shared-types: constants, provinces and the filter rules. The web app's
 * home page imports from here (`@trailfinder/shared-types/rules`) so zod stays out of its
 * initial bundle; schemas are imported only by lazily loaded pages and by the API.
 */
export * from './provinces.js';
export * from './text-order.js';
export * from './constants.js';
export * from './access-rules.js';
export * from './trail-filters.js';
export * from './event-filters.js';
export * from './weather-rules.js';
export * from './review-rules.js';
export * from './trail-conditions.js';
export * from './trail-verdict.js';
export * from './rain-history.js';
export * from './drying-model.js';
export * from './drying-outlook.js';
export * from './model-agreement.js';
export * from './rider-reports.js';
export * from './sa-time.js';
export * from './condition-note.js';
export * from './track-geometry.js';
export * from './track-position.js';
export * from './ids.js';
export * from './trail-stats.js';
export * from './video-order.js';
export * from './trail-title.js';
export * from './sync-tables.js';
export * from './event-calendar.js';
export * from './near-me.js';
export * from './trail-image.js';
