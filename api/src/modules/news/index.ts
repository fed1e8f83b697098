// The news module's public surface: other modules and the app import only from here.
export { NewsAnalysisSchema, NewsArticleSchema, type NewsArticle } from './news.entity.js';
export { toNews } from './news.mapper.js';
export { KNOWN_NEWS_SOURCES, type KnownNewsSource } from './news-sources.js';
export { articleTasteFacts } from './article-taste.js';
export { default as newsPlugin } from './news.plugin.js';
export { default as newsRoutes } from './news.routes.js';

import { NewsArticleSchema, NewsAnalysisSchema } from './news.entity.js';
/** The tables this module owns; the app hands every module's list to MikroORM (src/entities.ts). */
export const entities = [NewsArticleSchema, NewsAnalysisSchema];
