import { chakra } from '@chakra-ui/react';
import { useConsent } from '../../../lib/consent';

/** Reopens the consent banner so the rider can change the answer (footer link). */
export function CookiePreferencesButton(props: React.ComponentProps<typeof chakra.button>) {
  const reopen = useConsent((s) => s.reopen);
  return (
    <chakra.button type="button" onClick={reopen} cursor="pointer" {...props}>
      Cookie preferences
    </chakra.button>
  );
}
