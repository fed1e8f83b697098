import { useId, type ReactNode } from 'react';
import { Box, Heading, HStack, type BoxProps } from '@chakra-ui/react';
import { cardSurface } from '../config/card-surface';

interface Props extends Omit<BoxProps, 'title'> {
  title: ReactNode;
  icon?: ReactNode;
  /** Extra content at the right of the title row (a badge, a button). */
  aside?: ReactNode;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
}

/** A white, titled card: the building block of the trail page and similar detail screens. */
export function ContentCard({ title, icon, aside, headingLevel = 'h2', children, ...rest }: Props) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} {...cardSurface} boxShadow="xs" p={{ base: '5', md: '6' }} {...rest}>
      <HStack justify="space-between" align="center" gap="3" mb="4" flexWrap="wrap">
        <HStack gap="2.5" color="gray.900">
          {icon && (
            <Box color="brand.700" aria-hidden="true" display="flex">
              {icon}
            </Box>
          )}
          <Heading as={headingLevel} id={headingId} size="lg" letterSpacing="tight">
            {title}
          </Heading>
        </HStack>
        {aside}
      </HStack>
      {children}
    </Box>
  );
}
