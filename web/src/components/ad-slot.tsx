import { lazy, memo, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { AD_EVERY_N_CARDS } from '@trailfinder/shared-types/rules';
import { BRAND } from '../config/app-config';
import { useConsentGranted } from '../lib/consent';
import { useServerConfig } from '../lib/server-config';
import { houseAdFor } from './house-ads';
import { HouseBanner } from './house-banner';
import css from './ad-slot.module.css';

// Only riders who accepted third-party ads, on a server with an ad client configured, need this.
const NetworkAd = lazy(() => import('./network-ad'));

interface Props {
  /** Where the ad sits: 'home-top', 'home-bottom' or 'trail-list-section'. */
  slot?: string;
  /** Position among the slots of a list (list banners take turns). */
  index?: number;
}

/** The ad network's unit to show: there is one when the server names an ad client and the rider accepted. */
export interface NetworkAdUnit {
  client: string;
  unitId?: string;
}

/**
 * The ad network's unit, or none (then our own banners show). A list asks once for all its
 * banners: each asking read the server's settings and the rider's answer again (13 banners
 * between the home page's 80 cards).
 */
export function useNetworkAdUnit(): NetworkAdUnit | undefined {
  const { adClientId, adSlotId } = useServerConfig();
  const granted = useConsentGranted();
  // The same object while nothing changes: the memoised banners take it as a prop.
  return useMemo(
    () => (adClientId && granted ? { client: adClientId, unitId: adSlotId } : undefined),
    [adClientId, adSlotId, granted],
  );
}

/**
 * A labelled banner of fixed height (no layout jump): the ad network's unit when there is one,
 * otherwise one of our own banners.
 */
function AdContent({
  slot,
  index,
  labelId,
  unit,
}: Required<Props> & { labelId?: string; unit: NetworkAdUnit | undefined }) {
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  const network = unit && !failed ? unit : undefined;
  return (
    <>
      <p className={css.label} id={labelId}>
        {network ? 'Advertisement' : `From ${BRAND.name}`}
      </p>
      <div className={css.frame}>
        {network ? (
          <Suspense fallback={null}>
            <NetworkAd client={network.client} unitId={network.unitId} slot={slot} onFail={onFail} />
          </Suspense>
        ) : (
          <HouseBanner ad={houseAdFor(slot, index)} slot={slot} />
        )}
      </div>
    </>
  );
}

/** A home-page banner between sections (memoised: its page re-rendering leaves it be). */
export const AdSlot = memo(function AdSlot({ slot = 'home-top', index = 0 }: Props) {
  const labelId = useId();
  const unit = useNetworkAdUnit();
  return (
    <aside className={css.slot} aria-labelledby={labelId}>
      <div className={css.inner}>
        <AdContent slot={slot} index={index} labelId={labelId} unit={unit} />
      </div>
    </aside>
  );
});

/**
 * A banner after the card at `afterCard` (0-based), spanning the whole row of the card grid; `unit`
 * is the list's `useNetworkAdUnit()`. Memoised like the cards: the list re-rendering (the first
 * sync, a favourite) leaves its banners be.
 */
export const InlineAd = memo(function InlineAd({
  afterCard,
  unit,
}: {
  afterCard: number;
  unit: NetworkAdUnit | undefined;
}) {
  return (
    <div className={css.inline} data-testid="inline-ad">
      <AdContent slot="trail-list-section" index={Math.floor(afterCard / AD_EVERY_N_CARDS)} unit={unit} />
    </div>
  );
});
