import { memo } from 'react';
import { Box, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Mail } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLogo } from '../../components/brand-logo';
import { CookiePreferencesButton } from '../../features/consent/components/cookie-preferences-button';
import { BRAND } from '../../config/app-config';
import { useServerConfig } from '../../lib/server-config';
import { SocialIcon, type SocialNetwork } from './social-icons';

const LEGAL = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms-of-service' },
  { label: 'About Us', to: '/about-us' },
];
const SOCIAL: { network: SocialNetwork; href: string }[] = [
  { network: 'Facebook', href: 'https://www.facebook.com/' },
  { network: 'Instagram', href: 'https://www.instagram.com/' },
  { network: 'YouTube', href: 'https://www.youtube.com/' },
];
/** Footer links and buttons: a thumb's 44 px tall, however short the words. */
const footerLink = {
  display: 'inline-flex',
  alignItems: 'center',
  minH: '44px',
  color: 'gray.300',
  _hover: { color: 'white' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' },
};

/**
 * The contact address, from the server's settings: on its own, so the settings arriving after the
 * page has started re-render this line and not the whole footer (a render that blocks the page).
 */
function FooterContact() {
  const { contactEmail } = useServerConfig();
  return contactEmail ? (
    <Link href={`mailto:${contactEmail}`} {...footerLink} display="inline-flex" alignItems="center" gap="2">
      <Mail size={16} aria-hidden="true" /> {contactEmail}
    </Link>
  ) : (
    <Text fontSize="sm">Contact details appear once you are online.</Text>
  );
}

/** The same on every page: memoised, so the layout's own updates do not render it again. */
export const SiteFooter = memo(function SiteFooter() {
  return (
    <Box as="footer" className="light" bg="gray.900" color="gray.300" px="4" pt="12" pb={{ base: '24', md: '10' }}>
      <SimpleGrid maxW="7xl" mx="auto" columns={{ base: 1, md: 3 }} gap="10">
        <Box>
          <Flex align="center" gap="2.5">
            <BrandLogo size={32} />
            <Text fontWeight="extrabold" fontSize="lg" color="white">
              {BRAND.name}
            </Text>
          </Flex>
          <Text mt="3" fontSize="sm">
            The mountain bike trail directory for South Africa: trails, maps, events and videos from all nine provinces,
            saved on your device for riding off-grid.
          </Text>
        </Box>
        <Box>
          <Heading as="h2" size="sm" color="white" mb="3">
            Contact
          </Heading>
          <FooterContact />
          <Flex gap="3" mt="3">
            {SOCIAL.map((s) => (
              <Link
                key={s.network}
                href={s.href}
                aria-label={s.network}
                {...footerLink}
                justifyContent="center"
                minW="44px"
                borderRadius="full"
                bg="whiteAlpha.100"
              >
                <SocialIcon network={s.network} />
              </Link>
            ))}
          </Flex>
        </Box>
        <Box as="nav" aria-label="Legal">
          <Heading as="h2" size="sm" color="white" mb="3">
            Legal
          </Heading>
          <Stack as="ul" listStyleType="none" gap="0" fontSize="sm">
            {LEGAL.map((l) => (
              <li key={l.to}>
                <Link asChild {...footerLink}>
                  <RouterLink to={l.to}>{l.label}</RouterLink>
                </Link>
              </li>
            ))}
            <li>
              <CookiePreferencesButton {...footerLink} textAlign="left" />
            </li>
          </Stack>
        </Box>
      </SimpleGrid>
      <chakra.p
        maxW="7xl"
        mx="auto"
        mt="10"
        pt="6"
        borderTopWidth="1px"
        borderColor="whiteAlpha.200"
        fontSize="xs"
        color="gray.400"
      >
        © {new Date().getFullYear()} {BRAND.name}. Ride safe, wear a helmet.
      </chakra.p>
    </Box>
  );
});
