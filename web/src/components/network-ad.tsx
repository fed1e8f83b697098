import { useEffect, useRef } from 'react';
import { trackAdClick } from '../lib/analytics';
import { loadThirdPartyScript } from '../lib/third-party-script';
import css from './network-ad.module.css';

declare global {
  interface Window {
    adsbygoogle?: unknown[];
  }
}

interface Props {
  client: string;
  unitId?: string;
  slot: string;
  /** The ad could not be shown (script blocked, offline, no ad to fill the space). */
  onFail: () => void;
}

let failureLogged = false;

/** An AdSense unit. Loaded only after consent; failures are logged and the house banner returns. */
export default function NetworkAd({ client, unitId, slot, onFail }: Props) {
  const ref = useRef<HTMLModElement>(null);

  useEffect(() => {
    let live = true;
    const el = ref.current;
    loadThirdPartyScript(
      `https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=${encodeURIComponent(client)}`,
    )
      .then(() => {
        if (!live || !el || el.dataset.adsbygoogleStatus) return;
        (window.adsbygoogle = window.adsbygoogle ?? []).push({});
      })
      .catch((err) => {
        // Every slot shares the one script: say it once.
        if (!failureLogged) console.warn('Ad failed to load', err);
        failureLogged = true;
        if (live) onFail();
      });
    // AdSense marks a unit it could not fill; give the space back to our own banner.
    const observer = new MutationObserver(() => {
      if (el?.dataset.adStatus === 'unfilled') {
        console.warn('No ad to show in', slot);
        onFail();
      }
    });
    if (el) observer.observe(el, { attributes: true, attributeFilter: ['data-ad-status'] });
    return () => {
      live = false;
      observer.disconnect();
    };
  }, [client, slot, onFail]);

  // Clicks inside the ad's iframe are not visible to the page; the window losing focus to it is.
  useEffect(() => {
    const onBlur = () => {
      const active = document.activeElement;
      if (active instanceof HTMLIFrameElement && ref.current?.contains(active)) trackAdClick(slot, 'network');
    };
    window.addEventListener('blur', onBlur);
    return () => window.removeEventListener('blur', onBlur);
  }, [slot]);

  return (
    <ins
      ref={ref}
      // AdSense finds its units by this class name: it stays as written.
      className={`adsbygoogle ${css.unit}`}
      data-ad-client={client}
      data-ad-slot={unitId}
      data-ad-format="auto"
      data-full-width-responsive="true"
    />
  );
}
