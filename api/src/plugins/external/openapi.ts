import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI document generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'TrailFinder ZA API',
          description: 'Mountain-bike trail directory for South Africa: trails, sync, events, news and videos.',
          version: '0.1.0',
        },
        tags: [
          { name: 'trails', description: 'Trails (the routes of the URLs) and catalogue stats' },
          { name: 'sync', description: 'Delta sync for offline devices' },
          { name: 'site', description: 'Client configuration and health' },
          { name: 'events', description: 'Upcoming mountain-bike events' },
          { name: 'news', description: 'News articles and personalised recommendations' },
          { name: 'tracking', description: 'Anonymous interactions that drive recommendations' },
          { name: 'reviews', description: 'Rider reviews of a trail' },
          { name: 'weather', description: 'Current weather and 7-day forecast at a trailhead' },
          { name: 'videos', description: 'Video gallery (writes need the administrator)' },
          { name: 'admin', description: 'Administrator sign-in and management (bearer token or cookie)' },
        ],
      },
      transform: jsonSchemaTransform,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
