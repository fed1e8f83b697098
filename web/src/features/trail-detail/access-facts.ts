import { GPS_DECIMALS, PAY_METHOD_LABELS, randText, UNKNOWN_ACCESS } from '@trailfinder/shared-types/rules';
import type { Trail } from '@trailfinder/shared-types';
import type { LatLng } from '../../lib/coordinates';
import { safeExternalUrl } from '../../lib/safe-url';

/** What every field the card does not know says: never a guess (decision 077). */
export const NOT_KNOWN = 'not known yet';

export interface AccessFacts {
  /** Permit or day pass and its price; null when not known. */
  pass: string | null;
  /** The catalogue's or the admin's words on the pass ('A SANParks activity permit'). */
  passNote: string | null;
  /** Ways to pay ('At the gate, Card'); null when not known. */
  payAt: string | null;
  /** The online payment link, http(s) only. */
  payUrl: string | null;
  /** 'Daily 06:00-18:00 (SA time)'; null when not known. */
  hours: string | null;
  rules: string[];
  phone: { text: string; href: string } | null;
  /** The trailhead's coordinates with 4 decimals; null without them. */
  trailhead: string | null;
  /** The catalogue sentences the facts were seeded from. */
  sources: string[];
}

function passText(a: Trail['access']): string | null {
  if (a.priceRand === 0) return 'Free to ride';
  const price = a.priceRand === null ? null : randText(a.priceRand);
  if (a.permitRequired === false) return price ? `Not needed; ${price}` : 'Not needed';
  if (a.permitRequired === true) return `Needed: ${price ?? `price ${NOT_KNOWN}`}`;
  return price;
}

/** A trail's access card as the page words it. A device synced before cards existed has none: all unknown. */
export function accessFacts(access: Trail['access'] | undefined, trailhead: LatLng | null): AccessFacts {
  const a = access ?? UNKNOWN_ACCESS;
  const payUrl = safeExternalUrl(a.payUrl);
  return {
    pass: passText(a),
    passNote: a.payNote,
    payAt: a.payAt.length ? a.payAt.map((m) => PAY_METHOD_LABELS[m]).join(', ') : null,
    payUrl,
    hours: a.openingHours ? `Daily ${a.openingHours.replace(/\s*-\s*/, '-')} (SA time)` : null,
    rules: a.rules,
    phone: a.emergencyPhone ? { text: a.emergencyPhone, href: `tel:${a.emergencyPhone.replace(/[^+\d]/g, '')}` } : null,
    trailhead: trailhead ? `${trailhead[0].toFixed(GPS_DECIMALS)}, ${trailhead[1].toFixed(GPS_DECIMALS)}` : null,
    sources: a.sources,
  };
}

/**
 * The card in one line for the top of the trail page, where a phone's first screen has room for
 * no more: the pass and the hours, each "not known yet" when the card does not say.
 */
export function accessSummary(access: Trail['access'] | undefined): string {
  const a = access ?? UNKNOWN_ACCESS;
  const price = a.priceRand === null ? null : randText(a.priceRand);
  const pass =
    a.priceRand === 0
      ? 'Free to ride'
      : a.permitRequired === true
        ? `Permit needed${price ? ` (${price})` : ''}`
        : a.permitRequired === false
          ? 'No permit needed'
          : price
            ? `Day pass ${price}`
            : `Permit ${NOT_KNOWN}`;
  const hours = a.openingHours ? `open ${a.openingHours.replace(/\s*-\s*/, '-')}` : `hours ${NOT_KNOWN}`;
  return `${pass} · ${hours}`;
}
