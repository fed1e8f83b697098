import { chakra } from '@chakra-ui/react';
import { needsConsent, useConsent } from '../../../lib/consent';
import { useServerConfig } from '../../../lib/server-config';

/**
 * Reopens the consent banner so the rider can change the answer (footer link). With no
 * third-party service configured there is no choice to change: it says so instead.
 */
export function CookiePreferencesButton(props: React.ComponentProps<typeof chakra.button>) {
  const reopen = useConsent((s) => s.reopen);
  const config = useServerConfig();
  if (!needsConsent(config)) {
    return (
      <chakra.span color={props.color} display="block">
        No ad or analytics cookies are used
      </chakra.span>
    );
  }
  return (
    <chakra.button type="button" onClick={reopen} cursor="pointer" {...props}>
      Cookie preferences
    </chakra.button>
  );
}
