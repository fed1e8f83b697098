import { TrailSchema } from '../modules/trails/trail.entity.js';
import { ReviewSchema } from '../modules/reviews/review.entity.js';
import { TrailRatingBaselineSchema } from '../modules/reviews/trail-rating-baseline.entity.js';
import { EventSchema } from '../modules/events/event.entity.js';
import { NewsAnalysisSchema, NewsArticleSchema } from '../modules/news/news.entity.js';
import { VideoSchema } from '../modules/videos/video.entity.js';
import { AdminSchema } from '../modules/admin/admin.entity.js';
import { UserInteractionSchema, UserPreferencesSchema } from '../modules/tracking/tracking.entity.js';

export const entities = [
  TrailSchema,
  ReviewSchema,
  TrailRatingBaselineSchema,
  EventSchema,
  NewsArticleSchema,
  NewsAnalysisSchema,
  VideoSchema,
  AdminSchema,
  UserInteractionSchema,
  UserPreferencesSchema,
];
