import { z } from 'zod';
import { PG_INT_MAX } from './safe-input.js';

/** Only http(s) links are accepted anywhere a URL is stored (no javascript:, data:, ...). */
export const HttpUrl = z
  .string()
  .trim()
  .max(1000)
  .pipe(z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }));

/** An optional link: empty string or null means none. */
export const OptionalHttpUrl = z.union([HttpUrl, z.literal(''), z.null()]).optional();

/** An optional link whose message names the field ("Website must be an http(s) link"). */
export const optionalHttpUrl = (label: string) =>
  z
    .union([
      z
        .string({ error: `${label} must be text` })
        .trim()
        .max(1000, `${label} must be at most 1000 characters`)
        .pipe(z.url({ protocol: /^https?$/, error: `${label} must be an http(s) link` })),
      z.literal(''),
      z.null(),
    ])
    .optional();

/** A row id in a path: a positive whole number that fits the database's `int` ids. */
export const IdParams = z.object({
  id: z.coerce.number().int().positive().max(PG_INT_MAX, 'id is out of range'),
});
export type IdParams = z.infer<typeof IdParams>;

export const ErrorResponse = z.object({
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;

/** Query flags arrive as text: 'true' or '1' turn them on, anything else (or absence) off. */
export const QueryFlag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');
