// The reviews module's public surface: other modules and the app import only from here.
export { ReviewSchema } from './review.entity.js';
export { TrailRatingBaselineSchema } from './trail-rating-baseline.entity.js';
export { recomputeTrailRating } from './review-rating.js';
export { ReviewRepository } from './review.repository.js';
export { default as reviewRoutes } from './review.routes.js';

import { ReviewSchema } from './review.entity.js';
import { TrailRatingBaselineSchema } from './trail-rating-baseline.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [ReviewSchema, TrailRatingBaselineSchema];
