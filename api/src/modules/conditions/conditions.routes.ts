import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  computeOutlook,
  computeVerdict,
  LABELLING_CONDITIONS,
  modelVerdictAt,
  ConditionReport,
  ConditionReportInput,
  type ConditionReportData,
  ConditionsResponse,
  ErrorResponse,
  IdParams,
} from '@trailfinder/shared-types';
import { trailhead, type DryingWeather, type RainReading } from '../weather/index.js';
import { NotFoundError } from '../../plugins/app/errors.js';
import { limitPerClient, storedOnceResponses } from '../../plugins/app/rider-write.js';
import { ConditionsRepository } from './conditions.repository.js';

/** Per client address: a rider reporting a few trails on a ride day, not a flood. */
export const CONDITION_RATE_LIMIT = { max: 5, timeWindow: 10 * 60_000 };

/** Public conditions: GET the verdict with its reasons, POST a rider's report. */
const conditionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const conditions = new ConditionsRepository(app.em);

  app.get(
    '/api/routes/:id/conditions',
    {
      schema: {
        tags: ['conditions'],
        summary: 'Can I ride it today? The verdict, its reasons, the rain, the manager status and rider reports',
        description:
          'The verdict is `computeVerdict` (decision 020) over the manager status, reports of the last 72 h and ' +
          'the last 72 h of rain at the trailhead. Without weather data the verdict rests on the rest and says so. ' +
          'Reports come newest first; older than 72 h they stay listed but no longer count. `rideableFrom` and ' +
          '`outlook` are the drying estimate (decision 075) from 7 days of rain, evapotranspiration, the surface and ' +
          "drainage; without weather they are null and [] with outlookNote 'Forecast data unavailable'.",
        params: IdParams,
        response: { 200: ConditionsResponse, 400: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (req, reply) => {
      const id = req.params.id;
      const trail = (await app.trails.all()).find((t) => t.id === id);
      if (!trail) throw new NotFoundError('Route not found');
      const at = trailhead(trail.coordinates);
      const [status, reports, rain, drying] = await Promise.all([
        conditions.status(id),
        conditions.visibleReports(id),
        at ? app.weather.rain(id, at).catch((): RainReading | null => null) : null,
        at ? app.weather.drying(id, at).catch((): DryingWeather | null => null) : null,
      ]);
      const now = new Date();
      const verdict = computeVerdict({
        now,
        surface: trail.surface,
        rainHourly: rain?.hourly ?? [],
        currentPrecipitationMm: rain?.currentMm ?? null,
        rainObservedAt: rain?.observedAt ?? null,
        reports,
        adminStatus: status,
      });
      const base = { now, surface: trail.surface, drainage: trail.drainage, reports, adminStatus: status };
      const outlook = drying
        ? { ...computeOutlook({ ...base, ...drying, currentVerdict: verdict.verdict }), outlookNote: null }
        : { rideableFrom: null, outlook: [], outlookNote: 'Forecast data unavailable' };
      reply.header('Cache-Control', 'no-cache');
      return { ...verdict, ...outlook, status, reports };
    },
  );

  /** The drying model's verdict for this hour, weather alone: the label a report is compared with (decision 076). */
  async function modelVerdict(id: number, condition: ConditionReportData['condition']) {
    const trail = (await app.trails.all()).find((t) => t.id === id);
    const at = trail && LABELLING_CONDITIONS.includes(condition) ? trailhead(trail.coordinates) : null;
    const drying = at ? await app.weather.drying(id, at).catch((): DryingWeather | null => null) : null;
    if (!trail || !drying) return null;
    return modelVerdictAt({ surface: trail.surface, drainage: trail.drainage, ...drying }, Date.now());
  }

  app.post(
    '/api/routes/:id/conditions',
    {
      schema: {
        tags: ['conditions'],
        summary: "Report a trail's condition (no account)",
        description:
          'Body `{ clientId, condition, note? }`. `clientId` is the idempotency key: the same one again answers 200 ' +
          'with the stored report and stores nothing. Notes: plain text, at most 280 characters, no links or ' +
          `profanity. At most ${CONDITION_RATE_LIMIT.max} posts per 10 minutes per client (429 with Retry-After).`,
        params: IdParams,
        body: ConditionReportInput,
        response: storedOnceResponses(ConditionReport),
      },
      config: limitPerClient(CONDITION_RATE_LIMIT, 'reports'),
    },
    async (req, reply) => {
      const { report, created } = await conditions.addReport(
        req.params.id,
        req.body,
        await modelVerdict(req.params.id, req.body.condition),
      );
      // Reports travel in the full sync, which the catalogue snapshot serves.
      if (created) await app.catalogue.changed();
      return reply.code(created ? 201 : 200).send(report);
    },
  );
};

export default conditionsRoutes;
