import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { startThirdPartyAnalytics, trackPageView } from '../../../lib/analytics';
import { useConsentGranted } from '../../../lib/consent';
import { useServerConfig } from '../../../lib/server-config';

let lastPath: string | null = null;

/**
 * Page views, tracked first-party (interaction 'page_view' with the path) on every route change;
 * the optional third-party analytics (ANALYTICS_ID) starts only when configured and consented.
 */
export function SiteAnalytics() {
  const { pathname } = useLocation();
  const { analyticsId } = useServerConfig();
  const granted = useConsentGranted();

  useEffect(() => {
    if (analyticsId && granted) startThirdPartyAnalytics(analyticsId);
  }, [analyticsId, granted]);

  useEffect(() => {
    // Once per navigation (React's development double-run of effects included).
    if (pathname === lastPath) return;
    lastPath = pathname;
    // Sent in a task of its own, not in the one where React runs a freshly hydrated page's effects.
    setTimeout(() => trackPageView(pathname), 0);
  }, [pathname]);

  return null;
}
