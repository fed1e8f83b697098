/**
 * The zod-free part of the access card (decision 077): ways to pay, opening hours and the two
 * list filters a rider can use off-grid, "free to ride" and "open now" (decision 078). The rules
 * treat a card that does not say as not free and not open: a filter never guesses.
 */
import { SA_UTC_OFFSET_MS } from './sa-time.js';

export const PAY_METHODS = ['gate', 'online', 'honesty-box', 'card', 'cash'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_LABELS: Record<PayMethod, string> = {
  gate: 'At the gate',
  online: 'Online',
  'honesty-box': 'Honesty box',
  card: 'Card',
  cash: 'Cash',
};

/** What the list filters read of a trail's card (every field null when not known yet). */
export interface AccessFacts {
  permitRequired: boolean | null;
  priceRand: number | null;
  openingHours: string | null;
}

/** A whole card as stored and served (the zod schemas in trail-access.ts give the same shape). */
export interface AccessCardFields extends AccessFacts {
  payAt: PayMethod[];
  payUrl: string | null;
  payNote: string | null;
  rules: string[];
  emergencyPhone: string | null;
  sources: string[];
}

/** The card of a trail nobody has described: everything not known yet. */
export const UNKNOWN_ACCESS: AccessCardFields = {
  permitRequired: null,
  priceRand: null,
  payAt: [],
  payUrl: null,
  payNote: null,
  openingHours: null,
  rules: [],
  emergencyPhone: null,
  sources: [],
};

const HOURS = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/;

/** 'HH:MM-HH:MM' as minutes after SA midnight, opening before closing; null when it does not read so. */
export function parseOpeningHours(text: string): { opens: number; closes: number } | null {
  const m = HOURS.exec(text.trim());
  if (!m) return null;
  const opens = Number(m[1]) * 60 + Number(m[2]);
  const closes = Number(m[3]) * 60 + Number(m[4]);
  return opens < closes ? { opens, closes } : null;
}

/** True for 'HH:MM-HH:MM' with the opening before the closing. */
export const isOpeningHours = (text: string): boolean => parseOpeningHours(text) !== null;

/** Minutes after midnight in South Africa (UTC+2 all year) at `nowMs`. */
const saMinutes = (nowMs: number) => {
  const local = new Date(nowMs + SA_UTC_OFFSET_MS);
  return local.getUTCHours() * 60 + local.getUTCMinutes();
};

/** Free to ride: a price of R0, or no permit or day pass needed. Not known is not free. */
export const isFreeToRide = (a: AccessFacts | null | undefined): boolean =>
  a?.priceRand === 0 || a?.permitRequired === false;

/**
 * Open at `nowMs` by its opening hours in South African time (the closing minute is closed).
 * No hours known: not open now.
 */
export function isOpenAt(a: AccessFacts | null | undefined, nowMs: number): boolean {
  const hours = a?.openingHours ? parseOpeningHours(a.openingHours) : null;
  if (!hours) return false;
  const minute = saMinutes(nowMs);
  return minute >= hours.opens && minute < hours.closes;
}

/** R80, R80.50, or 'Free' for R0. */
export function randText(price: number): string {
  if (price === 0) return 'Free';
  return Number.isInteger(price) ? `R${price}` : `R${price.toFixed(2)}`;
}
