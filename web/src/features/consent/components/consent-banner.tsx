import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Cookie } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useConsent, type ConsentChoice } from '../../../lib/consent';
import { thirdPartyScriptsLoaded } from '../../../lib/third-party-script';
import css from './consent-banner.module.css';

/** Keeps the end of the page reachable while the banner covers the bottom of the screen. */
function usePagePadding(ref: React.RefObject<HTMLElement | null>, open: boolean) {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      document.body.style.paddingBottom = `${el.offsetHeight + 16}px`;
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      document.body.style.paddingBottom = '';
    };
  }, [ref, open]);
}

/**
 * POPIA consent: asks before any third-party ad or analytics script loads, remembers the answer
 * on this device; the footer's 'Cookie preferences' reopens it. Not modal: the page stays usable.
 */
export default function ConsentBanner() {
  const { bannerOpen, choice, decide } = useConsent();
  const ref = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const titleId = useId();
  usePagePadding(ref, bannerOpen);

  // Reopened on request (an earlier answer exists): move focus into the banner, and back after.
  useEffect(() => {
    if (bannerOpen && choice !== null) {
      returnFocus.current = document.activeElement as HTMLElement | null;
      ref.current?.focus();
    }
  }, [bannerOpen, choice]);

  if (!bannerOpen) return null;

  const answer = (next: ConsentChoice) => {
    const withdrawn = choice === 'granted' && next === 'denied';
    decide(next);
    returnFocus.current?.focus();
    // Scripts already running cannot be unloaded: a fresh page drops them.
    if (withdrawn && thirdPartyScriptsLoaded()) window.location.reload();
  };

  return (
    <div ref={ref} role="region" aria-labelledby={titleId} tabIndex={-1} className={css.banner}>
      <div className={css.top}>
        <div className={css.icon} aria-hidden="true">
          <Cookie size={20} />
        </div>
        <h2 id={titleId} className={css.title}>
          Cookies and your privacy
        </h2>
      </div>
      <p className={css.text}>
        We would like to show ads and measure visits with third-party services, which use cookies. They only load if you
        accept. Your saved trails stay on this device either way.{' '}
        <RouterLink to="/privacy-policy" className={css.link}>
          How we use your data
        </RouterLink>
      </p>
      <div className={css.actions}>
        <button type="button" className={css.accept} onClick={() => answer('granted')}>
          Accept
        </button>
        <button type="button" className={css.decline} onClick={() => answer('denied')}>
          Decline
        </button>
      </div>
    </div>
  );
}
