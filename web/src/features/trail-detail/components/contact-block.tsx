import type { ReactNode } from 'react';
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Globe, Mail, Phone, Contact } from 'lucide-react';
import type { Trail } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import { safeWebsite } from '../trail-facts';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Flex as="li" gap="2.5" align="center" minW="0">
      <Box color="brand.700" aria-hidden="true" flexShrink={0}>
        {icon}
      </Box>
      <Box minW="0" overflowWrap="anywhere">
        {children}
      </Box>
    </Flex>
  );
}

const tel = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
const displayHost = (url: string) => url.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** Contact details: e-mail (mailto), phone (tel) and website (http/https links only). */
export function ContactBlock({ route }: { route: Pick<Trail, 'contactEmail' | 'contactPhone' | 'website'> }) {
  const email = route.contactEmail?.trim();
  const phone = route.contactPhone?.trim();
  const website = safeWebsite(route.website);
  const linkProps = { color: 'brand.800', fontWeight: 'medium', textDecoration: 'underline' } as const;
  return (
    <ContentCard title="Contact" icon={<Contact size={22} />}>
      {!email && !phone && !website ? (
        <Text color="gray.600">No contact details are listed for this trail.</Text>
      ) : (
        <Stack as="ul" listStyleType="none" gap="3">
          {email && (
            <Row icon={<Mail size={18} />}>
              <Link href={`mailto:${email}`} {...linkProps}>
                {email}
              </Link>
            </Row>
          )}
          {phone && (
            <Row icon={<Phone size={18} />}>
              <Link href={tel(phone)} {...linkProps}>
                {phone}
              </Link>
            </Row>
          )}
          {website && (
            <Row icon={<Globe size={18} />}>
              <Link href={website} target="_blank" rel="noopener noreferrer" {...linkProps}>
                {displayHost(website)}
                <Text as="span" srOnly>
                  {' '}
                  (opens in a new tab)
                </Text>
              </Link>
            </Row>
          )}
        </Stack>
      )}
    </ContentCard>
  );
}
