import type { PayMethod, Trail, TrailAccessInput } from '@trailfinder/shared-types';

/**
 * The access card's part of the trail form (decision 078): each card field flattened to one form
 * field named after its path ('access.priceRand' -> 'accessPriceRand'), so the shared schema's
 * and the server's words land beside it (server-issues.ts).
 */
export interface AccessFormValues {
  /** '' not known yet, 'yes' needed, 'no' not needed. */
  accessPermitRequired: string;
  /** Rand, as typed ('80', 'R80', '0' for free); '' not known yet. */
  accessPriceRand: string;
  accessPayAt: PayMethod[];
  accessPayUrl: string;
  accessPayNote: string;
  /** 'HH:MM-HH:MM', SA time. */
  accessOpeningHours: string;
  /** One rule a line. */
  accessRules: string;
  accessEmergencyPhone: string;
  /** The catalogue sentences the seeded facts came from: kept as they are (not edited here). */
  accessSources: string[];
}

export const emptyAccessForm = (): AccessFormValues => ({
  accessPermitRequired: '',
  accessPriceRand: '',
  accessPayAt: [],
  accessPayUrl: '',
  accessPayNote: '',
  accessOpeningHours: '',
  accessRules: '',
  accessEmergencyPhone: '',
  accessSources: [],
});

export function accessFormFromTrail(access: Trail['access'] | undefined): AccessFormValues {
  if (!access) return emptyAccessForm();
  return {
    accessPermitRequired: access.permitRequired === null ? '' : access.permitRequired ? 'yes' : 'no',
    accessPriceRand: access.priceRand === null ? '' : String(access.priceRand),
    accessPayAt: [...access.payAt],
    accessPayUrl: access.payUrl ?? '',
    accessPayNote: access.payNote ?? '',
    accessOpeningHours: access.openingHours ?? '',
    accessRules: access.rules.join('\n'),
    accessEmergencyPhone: access.emergencyPhone ?? '',
    accessSources: [...access.sources],
  };
}

/** '80', 'R80', 'R 60.50' as a number; text that is no number goes as it is, for the schema's words. */
function price(text: string): number | string | null {
  const t = text.trim().replace(/^R\s*/i, '');
  if (t === '') return null;
  const n = Number(t);
  return Number.isNaN(n) ? text.trim() : n;
}

/** The card as PUT /api/admin/routes/:id (and POST) take it. */
export function accessPayload(v: AccessFormValues): TrailAccessInput {
  return {
    permitRequired: v.accessPermitRequired === '' ? null : v.accessPermitRequired === 'yes',
    // A price that is not a number is sent as typed, so the schema refuses it in words.
    priceRand: price(v.accessPriceRand) as number | null,
    payAt: v.accessPayAt,
    payUrl: v.accessPayUrl,
    payNote: v.accessPayNote,
    openingHours: v.accessOpeningHours,
    rules: v.accessRules
      .split('\n')
      .map((r) => r.trim())
      .filter(Boolean),
    emergencyPhone: v.accessEmergencyPhone,
    sources: v.accessSources,
  };
}
