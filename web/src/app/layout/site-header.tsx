import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, chakra, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import { Menu, X } from 'lucide-react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { ColorModeToggle } from '../../components/color-mode-toggle';
import { BRAND } from '../../config/app-config';
import { InstallButton } from '../../features/pwa/components/install-button';
import { shouldOfferIosInstallHint } from '../../features/pwa/ios-install';
import { HEADER_NAV } from './nav-items';
import { NavLinkItem } from './nav-link-item';

// Only iOS Safari gets the how-to, so only there is its code downloaded.
const IosInstallHint = lazy(() =>
  import('../../features/pwa/components/ios-install-hint').then((m) => ({ default: m.IosInstallHint })),
);
const offerIosHint = shouldOfferIosInstallHint();

const MENU_ID = 'mobile-menu';

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const location = useLocation();

  // A navigation (including Back) closes the menu.
  useEffect(() => setOpen(false), [location.key]);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="whiteAlpha.950"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Flex maxW="7xl" mx="auto" h="16" px="4" align="center" justify="space-between" gap="4">
        <chakra.a
          asChild
          display="flex"
          alignItems="center"
          gap="2.5"
          minH="44px"
          borderRadius="md"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' }}
        >
          <RouterLink to="/" aria-label={`${BRAND.name} home`}>
            <BrandLogo size={36} />
            <Text as="span" fontWeight="extrabold" fontSize="lg" color="gray.900" letterSpacing="tight">
              {BRAND.name}
            </Text>
          </RouterLink>
        </chakra.a>
        <Box as="nav" aria-label="Main" display={{ base: 'none', lg: 'block' }}>
          <Flex as="ul" listStyleType="none" gap="1">
            {HEADER_NAV.map((item) => (
              <li key={item.label}>
                <NavLinkItem item={item} />
              </li>
            ))}
          </Flex>
        </Box>
        <Flex align="center" gap="2" ml={{ lg: 'auto' }}>
          <InstallButton />
          {offerIosHint && (
            <Suspense fallback={null}>
              <IosInstallHint />
            </Suspense>
          )}
          <ColorModeToggle />
          <IconButton
            display={{ base: 'inline-flex', lg: 'none' }}
            variant="ghost"
            minW="44px"
            minH="44px"
            aria-label={open ? 'Close menu' : 'Open menu'}
            aria-expanded={open}
            aria-controls={MENU_ID}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X /> : <Menu />}
          </IconButton>
        </Flex>
      </Flex>
      <Box
        as="nav"
        id={MENU_ID}
        aria-label="Main menu"
        hidden={!open}
        display={{ lg: 'none' }}
        borderTopWidth="1px"
        borderColor="gray.200"
        bg="white"
        boxShadow="lg"
      >
        <Stack as="ul" listStyleType="none" gap="0.5" px="4" py="3">
          {HEADER_NAV.map((item) => (
            <li key={item.label}>
              <NavLinkItem item={item} onChosen={() => setOpen(false)} w="full" py="3" />
            </li>
          ))}
        </Stack>
      </Box>
    </Box>
  );
}
