import { lazy, Suspense, useCallback, useId, useState } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { AD_EVERY_N_CARDS } from '@trailfinder/shared-types/rules';
import { BRAND } from '../config/app-config';
import { useConsentGranted } from '../lib/consent';
import { useServerConfig } from '../lib/server-config';
import { houseAdFor } from './house-ads';
import { HouseBanner } from './house-banner';

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
      <Text
        id={labelId}
        fontSize="2xs"
        textTransform="uppercase"
        letterSpacing="wider"
        color="gray.600"
        textAlign="center"
        mb="1"
      >
        {network ? 'Advertisement' : `From ${BRAND.name}`}
      </Text>
      <Box h={{ base: '24', md: '28' }} overflow="hidden">
        {network ? (
          <Suspense fallback={null}>
            <NetworkAd client={adClientId!} unitId={adSlotId} slot={slot} onFail={onFail} />
          </Suspense>
        ) : (
          <HouseBanner ad={houseAdFor(slot, index)} slot={slot} />
        )}
      </Box>
    </>
  );
}

/** A home-page banner between sections. */
export function AdSlot({ slot = 'home-top', index = 0 }: Props) {
  const labelId = useId();
  return (
    <Box as="aside" aria-labelledby={labelId} py={{ base: '6', md: '8' }} px="4">
      <Box maxW="5xl" mx="auto">
        <AdContent slot={slot} index={index} labelId={labelId} />
      </Box>
    </Box>
  );
}

/** A banner after the card at `afterCard` (0-based), spanning the whole row of the card grid. */
export function InlineAd({ afterCard }: { afterCard: number }) {
  return (
    <Box gridColumn="1 / -1" data-testid="inline-ad">
      <AdContent slot="trail-list-section" index={Math.floor(afterCard / AD_EVERY_N_CARDS)} />
    </Box>
  );
}
