import { lazy, Suspense } from 'react';
import { needsConsent, useConsent } from '../../../lib/consent';
import { useServerConfig } from '../../../lib/server-config';

// Most visits have answered already: the banner's code loads only when it is needed.
const ConsentBanner = lazy(() => import('./consent-banner'));

/**
 * Shows the consent banner while the question is open (first visit, or 'Cookie preferences'),
 * and only when the server has a third-party ad or analytics service configured: with none,
 * nothing would load, so there is nothing to ask.
 */
export function ConsentPrompt() {
  const open = useConsent((s) => s.bannerOpen);
  const config = useServerConfig();
  if (!open || !needsConsent(config)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
