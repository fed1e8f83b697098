import { z } from 'zod';
import { CLIENT_ID_PATTERN, CLIENT_ID_RULE } from './ids.js';

/**
 * The id a device gives a write it may queue offline (a review, a condition report): the
 * idempotency key that makes a resend store nothing new. The pattern itself lives in ids.ts.
 */
export const ClientId = z.string().regex(CLIENT_ID_PATTERN, CLIENT_ID_RULE);
