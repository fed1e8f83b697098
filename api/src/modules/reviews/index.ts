// The reviews module's public surface: other modules and the app import only from here.
export { ReviewSchema } from './review.entity.js';
export { TrailRatingBaselineSchema } from './trail-rating-baseline.entity.js';
export { recomputeTrailRating } from './review-rating.js';
export { default as reviewRoutes } from './review.routes.js';
