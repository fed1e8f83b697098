import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { Box, Button, Flex, Heading, Link, Text } from '@chakra-ui/react';
import { Cookie } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useConsent, type ConsentChoice } from '../../../lib/consent';
import { thirdPartyScriptsLoaded } from '../../../lib/third-party-script';
import { brandSolid } from '../../../config/brand-button';

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
    <Box
      ref={ref}
      role="region"
      aria-labelledby={titleId}
      tabIndex={-1}
      position="fixed"
      zIndex="banner"
      left={{ base: '2', md: '4' }}
      right={{ base: '2', md: 'auto' }}
      bottom={{ base: 'calc(60px + env(safe-area-inset-bottom))', md: '4' }}
      maxW={{ md: 'md' }}
      bg="white"
      borderRadius="xl"
      borderWidth="1px"
      borderColor="gray.200"
      boxShadow="xl"
      p={{ base: '4', md: '5' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600' }}
    >
      <Flex align="center" gap="2">
        <Box color="brand.700" aria-hidden="true">
          <Cookie size={20} />
        </Box>
        <Heading as="h2" id={titleId} size="sm" color="gray.900">
          Cookies and your privacy
        </Heading>
      </Flex>
      <Text mt="2" fontSize="sm" color="gray.700">
        We would like to show ads and measure visits with third-party services, which use cookies. They only load if you
        accept. Your saved trails stay on this device either way.{' '}
        <Link asChild color="brand.700" fontWeight="semibold" textDecoration="underline">
          <RouterLink to="/privacy-policy">How we use your data</RouterLink>
        </Link>
      </Text>
      <Flex mt="4" gap="2">
        <Button flex="1" size="sm" {...brandSolid} onClick={() => answer('granted')}>
          Accept
        </Button>
        <Button flex="1" size="sm" variant="outline" borderColor="gray.400" onClick={() => answer('denied')}>
          Decline
        </Button>
      </Flex>
    </Box>
  );
}
