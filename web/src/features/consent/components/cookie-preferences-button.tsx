import { needsConsent, useConsent } from '../../../lib/consent';
import { useServerConfig } from '../../../lib/server-config';

/**
 * Reopens the consent banner so the rider can change the answer (footer link). With no
 * third-party service configured there is no choice to change: it says so instead.
 * `className` styles the button (the footer's link style); `noteClassName` the sentence.
 */
export function CookiePreferencesButton({ className, noteClassName }: { className?: string; noteClassName?: string }) {
  const reopen = useConsent((s) => s.reopen);
  const config = useServerConfig();
  if (!needsConsent(config)) {
    return <span className={noteClassName}>No ad or analytics cookies are used</span>;
  }
  return (
    <button type="button" onClick={reopen} className={className}>
      Cookie preferences
    </button>
  );
}
