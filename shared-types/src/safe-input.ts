import { z } from 'zod';

/**
 * Limits every request input shares. PostgreSQL refuses NUL in text and a lone UTF-16 surrogate
 * cannot be encoded as UTF-8, so either would fail deep in the database as a 500; numbers past
 * an `int` column's range do the same. Checked at the edge instead, with a clear 400.
 */
export const PG_INT_MAX = 2_147_483_647;

export const NUL_CHARACTER_MESSAGE = 'must not contain NUL characters (\\u0000)';
export const LONE_SURROGATE_MESSAGE = 'must not contain unpaired surrogate characters';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Why this text cannot be stored, or null when it can. */
export function unsafeTextReason(text: string): string | null {
  if (text.includes('\u0000')) return NUL_CHARACTER_MESSAGE;
  if (LONE_SURROGATE.test(text)) return LONE_SURROGATE_MESSAGE;
  return null;
}

/** Text that PostgreSQL can store: no NUL, no lone surrogate. Use it for every text a client sends. */
export const safeText = () =>
  z.string().superRefine((text, ctx) => {
    const reason = unsafeTextReason(text);
    if (reason) ctx.addIssue({ code: 'custom', message: reason });
  });

/** A whole number that fits PostgreSQL's `int` column. */
export const safeInt = () =>
  z
    .number()
    .int()
    .min(-PG_INT_MAX - 1, 'is out of range')
    .max(PG_INT_MAX, 'is out of range');

const MAX_DEPTH = 32;

/** Reports every unsafe string (values and keys) anywhere in a parsed request part. */
function reportUnsafe(value: unknown, ctx: z.RefinementCtx, path: (string | number)[]): void {
  if (path.length > MAX_DEPTH) {
    ctx.addIssue({ code: 'custom', path, message: 'is nested too deeply' });
    return;
  }
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    if (reason) ctx.addIssue({ code: 'custom', path, message: reason });
  } else if (typeof value === 'number') {
    if (!Number.isFinite(value)) ctx.addIssue({ code: 'custom', path, message: 'must be a finite number' });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => reportUnsafe(item, ctx, [...path, i]));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const reason = unsafeTextReason(key);
      if (reason) ctx.addIssue({ code: 'custom', path: [...path, key], message: `field name ${reason}` });
      reportUnsafe(item, ctx, [...path, key]);
    }
  }
}

/**
 * Wraps a request schema (body, query, params, headers) so that no string anywhere in the input,
 * keys included, carries NUL or a lone surrogate, before the schema's own rules run. The API's
 * validator applies it to every route's schemas, so a new route is covered without doing anything.
 */
export function safeInput<T extends z.ZodType>(schema: T) {
  return z
    .unknown()
    .superRefine((value, ctx) => reportUnsafe(value, ctx, []))
    .pipe(schema);
}
