import fp from 'fastify-plugin';
import { WeatherService } from './weather.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Trailhead weather (Open-Meteo), one cache for the weather card and the trail verdict. */
    weather: WeatherService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'weather',
      new WeatherService({
        baseUrl: app.config.OPEN_METEO_BASE_URL,
        timeoutMs: app.config.WEATHER_TIMEOUT_MS,
        onUpstreamError: (err, what) =>
          app.log.warn(
            { reason: err instanceof Error ? err.message : String(err), what },
            'weather service unavailable',
          ),
      }),
    );
  },
  { name: 'weather', dependencies: ['config'] },
);
