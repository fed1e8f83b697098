import { lazy, Suspense } from 'react';
import { useConsent } from '../../../lib/consent';

// Most visits have answered already: the banner's code loads only when it is needed.
const ConsentBanner = lazy(() => import('./consent-banner'));

/** Shows the consent banner while the question is open (first visit, or 'Cookie preferences'). */
export function ConsentPrompt() {
  const open = useConsent((s) => s.bannerOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner />
    </Suspense>
  );
}
