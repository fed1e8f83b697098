import { lazy, memo, Suspense, useCallback, useId, useState } from 'react';
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

/**
 * A labelled banner of fixed height (no layout jump): an ad-network unit when an ad client is
 * configured and the rider accepted third-party ads, otherwise one of our own banners.
 */
function AdContent({ slot, index, labelId }: Required<Props> & { labelId?: string }) {
  const { adClientId, adSlotId } = useServerConfig();
  const granted = useConsentGranted();
  const [failed, setFailed] = useState(false);
  const onFail = useCallback(() => setFailed(true), []);
  const network = Boolean(adClientId) && granted && !failed;
  return (
    <>
      <p className={css.label} id={labelId}>
        {network ? 'Advertisement' : `From ${BRAND.name}`}
      </p>
      <div className={css.frame}>
        {network ? (
          <Suspense fallback={null}>
            <NetworkAd client={adClientId!} unitId={adSlotId} slot={slot} onFail={onFail} />
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
  return (
    <aside className={css.slot} aria-labelledby={labelId}>
      <div className={css.inner}>
        <AdContent slot={slot} index={index} labelId={labelId} />
      </div>
    </aside>
  );
});

/**
 * A banner after the card at `afterCard` (0-based), spanning the whole row of the card grid.
 * Memoised like the cards: the list re-rendering (the first sync, a favourite) leaves its banners be.
 */
export const InlineAd = memo(function InlineAd({ afterCard }: { afterCard: number }) {
  return (
    <div className={css.inline} data-testid="inline-ad">
      <AdContent slot="trail-list-section" index={Math.floor(afterCard / AD_EVERY_N_CARDS)} />
    </div>
  );
});
