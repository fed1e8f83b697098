import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ErrorResponse, SessionHeaders, TrackBody, TrackResponse } from '@trailfinder/shared-types';
import { TrackingService } from './tracking.service.js';
import { HttpError } from '../../plugins/app/errors.js';

/** Per client address: room for an outbox that catches up after a day offline, not for a flood. */
export const TRACK_RATE_LIMIT = { max: 300, timeWindow: 60_000 };

const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tracking = new TrackingService(app.orm, app.config.TRACKING_SALT ?? randomBytes(32).toString('hex'));

  app.post(
    '/api/track',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Record an interaction of this session (trail view, article click, search, filter change ...)',
        description:
          'Stores the interaction (user agent, a salted hash of the IP address, never the address) and updates ' +
          "the session's preferences used by /api/recommendations/news: provinces (metadata.province), difficulties " +
          '(metadata.difficulty), news topics and sources (the clicked article, entityId = news id), skill level and ' +
          'interaction count. `metadata` is flat (strings, numbers, booleans, null), at most 20 keys and 2048 ' +
          'characters as JSON. `clientId` makes a retry from the offline outbox count once. Answers 202; ' +
          `at most ${TRACK_RATE_LIMIT.max} calls a minute per client (429 beyond).`,
        headers: SessionHeaders,
        body: TrackBody,
        response: { 202: TrackResponse, 400: ErrorResponse, 413: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: {
          ...TRACK_RATE_LIMIT,
          errorResponseBuilder: (_req, ctx) => new HttpError(429, `Too many interactions. Please wait ${ctx.after}.`),
        },
      },
      // The body is a few hundred bytes; anything far larger is refused before it is parsed.
      bodyLimit: 16 * 1024,
    },
    async (req, reply) => {
      await tracking.record({
        sessionId: req.headers['x-session-id'],
        body: req.body,
        userAgent: req.headers['user-agent'],
        ip: req.ip,
      });
      reply.header('Cache-Control', 'no-store');
      return reply.code(202).send({ ok: true });
    },
  );
};

export default trackingRoutes;
