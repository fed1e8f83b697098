/** Review limits and display rules without zod, for the web app and the API alike. */
export const REVIEW_NAME_MAX = 255;
export const REVIEW_COMMENT_MAX = 5000;
export const REVIEW_RECOMMENDATIONS_MAX = 2000;
/** Shown when a review has no name (older data; new reviews require one). */
export const ANONYMOUS_REVIEWER = 'Anonymous Rider';
