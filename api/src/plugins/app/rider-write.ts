import type { ZodType } from 'zod';
import { ErrorResponse } from '@trailfinder/shared-types';
import { HttpError } from './errors.js';

/**
 * What every rider write that is stored once per client id answers: 201 when stored, 200 with the
 * stored row when the same client id comes again (the outbox retrying), 404 for a trail that is
 * gone, 429 past its limit.
 */
export function storedOnceResponses<Row extends ZodType>(row: Row) {
  return { 200: row, 201: row, 400: ErrorResponse, 404: ErrorResponse, 409: ErrorResponse, 429: ErrorResponse };
}

/**
 * A route's rate limit whose 429 says, in words, what was limited and how long to wait (the
 * Retry-After header says it to machines).
 */
export function limitPerClient(limit: { max: number; timeWindow: number | string }, what: string) {
  return {
    rateLimit: {
      ...limit,
      errorResponseBuilder: (_req: unknown, ctx: { after: string }) =>
        new HttpError(429, `Too many ${what} from this connection. Please wait ${ctx.after} and try again.`),
    },
  };
}
