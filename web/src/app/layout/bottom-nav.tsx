import { Box, chakra, Flex } from '@chakra-ui/react';
import { House, Info, Map, Route as RouteIcon } from 'lucide-react';
import { BOTTOM_NAV_HEIGHT_PX } from '../../config/layout';
import type { HomeAnchor } from '../../lib/scroll';
import { AnchorLink } from './anchor-link';

const ITEMS: { label: string; anchor: HomeAnchor | ''; icon: React.ReactNode }[] = [
  { label: 'Home', anchor: '', icon: <House size={20} /> },
  { label: 'Map', anchor: 'map', icon: <Map size={20} /> },
  { label: 'Routes', anchor: 'routes', icon: <RouteIcon size={20} /> },
  { label: 'About', anchor: 'about', icon: <Info size={20} /> },
];

/** Phone-only tab bar: Home, Map, Routes, About scroll to #, #map, #routes, #about. */
export function BottomNav() {
  return (
    <Box
      as="nav"
      aria-label="Quick"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      bottom="0"
      insetX="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -2px 10px rgba(0,0,0,0.06)"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" listStyleType="none" justify="space-around">
        {ITEMS.map((item) => (
          <chakra.li key={item.label} flex="1">
            <chakra.a
              asChild
              display="flex"
              flexDirection="column"
              alignItems="center"
              justifyContent="center"
              gap="0.5"
              minH={`${BOTTOM_NAV_HEIGHT_PX}px`}
              py="2"
              fontSize="xs"
              fontWeight="medium"
              color="gray.700"
              _hover={{ color: 'brand.700' }}
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '-2px' }}
            >
              <AnchorLink anchor={item.anchor}>
                <span aria-hidden="true">{item.icon}</span>
                {item.label}
              </AnchorLink>
            </chakra.a>
          </chakra.li>
        ))}
      </Flex>
    </Box>
  );
}
