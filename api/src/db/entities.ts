import { TrailSchema } from '../modules/trails/index.js';
import { ReviewSchema, TrailRatingBaselineSchema } from '../modules/reviews/index.js';
import { EventSchema } from '../modules/events/index.js';
import { NewsAnalysisSchema, NewsArticleSchema } from '../modules/news/index.js';
import { VideoSchema } from '../modules/videos/index.js';
import { ConditionReportSchema, TrailStatusSchema } from '../modules/conditions/index.js';
import { AdminSchema } from '../modules/admin/index.js';
import { UserInteractionSchema, UserPreferencesSchema } from '../modules/tracking/index.js';
import { TrackSchema } from '../modules/tracks/index.js';
import { TrailImageSchema } from '../modules/trail-images/index.js';

/** Every table MikroORM maps; each module exports its entity schemas from its public file. */
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
  TrackSchema,
  ConditionReportSchema,
  TrailStatusSchema,
  TrailImageSchema,
];
