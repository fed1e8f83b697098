import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, ForecastResponse, IdParams, WeatherResponse } from '@trailfinder/shared-types';
import { HttpError, NotFoundError } from '../../plugins/app/errors.js';
import { trailhead, type LatLng } from './trailhead.js';

const errors = { 400: ErrorResponse, 404: ErrorResponse, 422: ErrorResponse, 503: ErrorResponse };

/** Current weather with trail status, and the 7-day forecast, for a trail's trailhead (Open-Meteo). */
const weatherRoutes: FastifyPluginAsyncZod = async (app) => {
  const weather = app.weather;

  /** The trail's trailhead; 404 for an unknown trail, 422 when its coordinates are unusable. */
  async function trailheadOf(id: number): Promise<LatLng> {
    const route = (await app.trails.all()).find((r) => r.id === id);
    if (!route) throw new NotFoundError('Route not found');
    const at = trailhead(route.coordinates);
    if (!at) throw new HttpError(422, 'This trail has no valid trailhead coordinates, so there is no weather for it');
    return at;
  }

  app.get(
    '/api/routes/:id/weather',
    {
      schema: {
        tags: ['weather'],
        summary: 'Current weather at the trailhead, with trail status and advice',
        description:
          'Cached per trail for 5 minutes. 503 `Weather data unavailable` when the weather service fails or is slow.',
        params: IdParams,
        response: { 200: WeatherResponse, ...errors },
      },
    },
    async (req, reply) => {
      const at = await trailheadOf(req.params.id);
      const result = await weather.current(req.params.id, at).catch(() => {
        throw new HttpError(503, 'Weather data unavailable');
      });
      reply.header('Cache-Control', 'public, max-age=60');
      return result;
    },
  );

  app.get(
    '/api/routes/:id/forecast',
    {
      schema: {
        tags: ['weather'],
        summary: '7-day forecast at the trailhead',
        description:
          'Cached per trail for 10 minutes. 503 `Forecast data unavailable` when the weather service fails or is slow.',
        params: IdParams,
        response: { 200: ForecastResponse, ...errors },
      },
    },
    async (req, reply) => {
      const at = await trailheadOf(req.params.id);
      const result = await weather.forecast(req.params.id, at).catch(() => {
        throw new HttpError(503, 'Forecast data unavailable');
      });
      reply.header('Cache-Control', 'public, max-age=300');
      return result;
    },
  );
};

export default weatherRoutes;
