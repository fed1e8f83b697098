/**
 * A trail's access card: permit or day pass, where to pay, opening hours, rules worth knowing,
 * an emergency number and the trailhead (issue 33, decision 077). Every field is null (or empty)
 * when not known: the page says "not known yet", never a guess. Seeded facts carry the catalogue
 * sentence they came from in `sources`.
 */
import { z } from 'zod';
import { isOpeningHours, PAY_METHODS } from './access-rules.js';

const note = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v || null);

/** The access card as stored, served and edited (PUT /api/admin/routes/:id with `access`). */
export const TrailAccess = z.object({
  /** A permit or day pass is needed: true, false, or null (not known yet). */
  permitRequired: z.boolean({ error: 'Permit required must be true or false' }).nullable().default(null),
  /** Price of a day's riding in rand; 0 means free to ride; null not known yet. */
  priceRand: z
    .number({ error: 'Price must be a number of rand' })
    .min(0, 'Price must not be negative')
    .max(5000, 'Price must be at most R5000')
    .refine((v) => Math.round(v * 100) === v * 100, 'Price must be in rand and cents (at most 2 decimals)')
    .nullable()
    .default(null),
  payAt: z
    .array(z.enum(PAY_METHODS, { error: `Where to pay must be among ${PAY_METHODS.join(', ')}` }))
    .max(PAY_METHODS.length)
    .default([]),
  payUrl: z
    .string({ error: 'Payment link must be text' })
    .trim()
    .max(1000, 'Payment link must be at most 1000 characters')
    .refine((v) => v === '' || /^https?:\/\/[^\s]+$/i.test(v), 'Payment link must be an http(s) address')
    .nullish()
    .transform((v) => v || null),
  payNote: note('Payment note', 200),
  /** Daily opening hours 'HH:MM-HH:MM' (SA time). */
  openingHours: z
    .string({ error: 'Opening hours must be text' })
    .trim()
    .refine(
      (v) => v === '' || isOpeningHours(v),
      'Opening hours must be written like 06:00-18:00, opening before closing',
    )
    .nullish()
    .transform((v) => v || null),
  rules: z
    .array(z.string().trim().min(1, 'A rule must not be blank').max(200, 'A rule must be at most 200 characters'))
    .max(10, 'At most 10 rules')
    .default([]),
  emergencyPhone: z
    .string({ error: 'Emergency number must be text' })
    .trim()
    .refine((v) => v === '' || /^\+?[0-9 ()-]{3,20}$/.test(v), 'Emergency number must be a phone number')
    .nullish()
    .transform((v) => v || null),
  /** The catalogue sentences the seeded facts came from (decision 077); the admin's edits keep them. */
  sources: z.array(z.string().max(600)).max(10).default([]),
});
export type TrailAccess = z.output<typeof TrailAccess>;
export type TrailAccessInput = z.input<typeof TrailAccess>;

/** The card as served (GET /api/routes/:id, /api/sync): the stored shape, no input rules. */
export const TrailAccessRecord = z.object({
  permitRequired: z.boolean().nullable(),
  priceRand: z.number().nullable(),
  payAt: z.array(z.enum(PAY_METHODS)),
  payUrl: z.string().nullable(),
  payNote: z.string().nullable(),
  openingHours: z.string().nullable(),
  rules: z.array(z.string()),
  emergencyPhone: z.string().nullable(),
  sources: z.array(z.string()),
});
