import { loadThirdPartyScript } from './third-party-script';
import { track } from './tracking';

type Gtag = (...args: unknown[]) => void;
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

let measurementId: string | null = null;

/**
 * Starts the optional third-party analytics (a Google Analytics 4 measurement id from the
 * server's ANALYTICS_ID). Only called once configured and consented; IP addresses anonymised.
 */
export function startThirdPartyAnalytics(id: string): void {
  if (measurementId) return;
  measurementId = id;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the arguments object itself.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', id, { anonymize_ip: true, send_page_view: false });
  loadThirdPartyScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`).catch((err) =>
    console.warn('Analytics script failed to load', err),
  );
}

function thirdPartyEvent(name: string, params: Record<string, unknown>): void {
  if (measurementId && window.gtag) window.gtag('event', name, params);
}

/** A page view: first-party always, third-party when started. */
export function trackPageView(path: string): void {
  track('page_view', { entityType: 'page', metadata: { path: path.slice(0, 500) } });
  thirdPartyEvent('page_view', { page_path: path, page_location: window.location.href });
}

/** An ad (or house banner) click, event category 'advertising'. */
export function trackAdClick(slot: string, target: string): void {
  track('ad_click', { entityType: 'ad', metadata: { eventCategory: 'advertising', slot, target } });
  thirdPartyEvent('ad_click', { event_category: 'advertising', event_label: slot, target });
}
