import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, NewsList, NewsQuery } from '@trailfinder/shared-types';
import { NewsRepository } from './news.repository.js';

const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  const news = new NewsRepository(app.em);

  app.get(
    '/api/news',
    {
      schema: {
        tags: ['news'],
        summary: 'Latest news, newest first',
        description:
          "`limit` 1-100 (default 40). `category` (racing, reviews, gear, events, trails, skills, general; 'all' = any) " +
          "ignores letter case: 'Racing' and 'racing' are the same.",
        querystring: NewsQuery,
        response: { 200: NewsList, 400: ErrorResponse },
      },
    },
    async (req) => news.list(req.query),
  );
};

export default newsRoutes;
