import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorResponse,
  OptionalSessionHeaders,
  RecommendationQuery,
  RecommendedNewsList,
} from '@trailfinder/shared-types';
import { RecommendationRepository } from './recommendation.repository.js';

const recommendationRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = new RecommendationRepository(app.em);

  app.get(
    '/api/recommendations/news',
    {
      schema: {
        tags: ['news'],
        summary: 'News ranked for this session, with a score and the reasons',
        description:
          'Ranks active articles by how well their analysis matches what the session has viewed through ' +
          '/api/track (provinces <-> places mentioned, topics, sources, skill level), blended with recency ' +
          '(half-life 14 days). Without `X-Session-Id`, or for a new session: recency plus a boost for South ' +
          'African relevance. `recommendationScore` is 0..1; `recommendationReasons` are sentences to show.',
        headers: OptionalSessionHeaders,
        querystring: RecommendationQuery,
        response: { 200: RecommendedNewsList, 400: ErrorResponse },
      },
    },
    async (req, reply) => {
      // Personal: no shared cache may keep it, and it depends on the session header.
      reply.header('Cache-Control', 'private, no-store').header('Vary', 'X-Session-Id');
      return news.recommend(req.headers['x-session-id'], req.query.limit);
    },
  );
};

export default recommendationRoutes;
