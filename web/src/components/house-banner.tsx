import { Box, Flex, Text } from '@chakra-ui/react';
import { ArrowRight, CalendarDays, Clapperboard, Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { trackAdClick } from '../lib/analytics';
import { scrollToAnchor } from '../lib/scroll';
import type { HouseAd } from './house-ads';

const ICONS: Record<HouseAd['target'], React.ReactNode> = {
  '/favorites': <Heart />,
  '/videos': <Clapperboard />,
  '#events': <CalendarDays />,
};

/** One of our own banners, labelled as such; the whole banner is the link. */
export function HouseBanner({ ad, slot }: { ad: HouseAd; slot: string }) {
  const onClick = (e: React.MouseEvent<HTMLAnchorElement>) => {
    trackAdClick(slot, ad.target);
    if (ad.target === '#events' && scrollToAnchor('events')) e.preventDefault();
  };
  // A short name (headline and call to action) rather than the whole banner read out.
  const label = `${ad.headline}: ${ad.cta}`;
  const content = (
    <Flex align="center" gap={{ base: '3', md: '5' }} h="full" px={{ base: '4', md: '6' }} py="4">
      <Flex
        flexShrink={0}
        w={{ base: '10', md: '12' }}
        h={{ base: '10', md: '12' }}
        borderRadius="xl"
        bg="brand.700"
        color="white"
        align="center"
        justify="center"
        aria-hidden="true"
      >
        {ICONS[ad.target]}
      </Flex>
      <Box flex="1" minW="0">
        <Text fontWeight="bold" color="gray.900" fontSize={{ base: 'md', md: 'lg' }} lineHeight="short">
          {ad.headline}
        </Text>
        <Text fontSize="sm" color="gray.700" display={{ base: 'none', sm: 'block' }}>
          {ad.text}
        </Text>
      </Box>
      <Flex
        align="center"
        gap="1"
        flexShrink={0}
        fontWeight="semibold"
        fontSize="sm"
        color="brand.800"
        display={{ base: 'none', md: 'flex' }}
      >
        {ad.cta}
        <ArrowRight size={16} aria-hidden="true" />
      </Flex>
      <Box display={{ base: 'block', md: 'none' }} color="brand.800" aria-hidden="true">
        <ArrowRight size={20} />
      </Box>
    </Flex>
  );
  const style = {
    display: 'block',
    h: 'full',
    borderRadius: 'xl',
    borderWidth: '1px',
    borderColor: 'brand.200',
    bg: 'linear-gradient(120deg, var(--chakra-colors-brand-50), var(--chakra-colors-white) 60%, var(--chakra-colors-trail-50))',
    transition: 'box-shadow 0.2s',
    _hover: { boxShadow: 'md' },
    _focusVisible: { outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '2px' },
  } as const;
  return ad.target === '#events' ? (
    <Box asChild {...style}>
      <a href="/#events" onClick={onClick} aria-label={label} data-testid="house-ad">
        {content}
      </a>
    </Box>
  ) : (
    <Box asChild {...style}>
      <RouterLink to={ad.target} onClick={onClick} aria-label={label} data-testid="house-ad">
        {content}
      </RouterLink>
    </Box>
  );
}
