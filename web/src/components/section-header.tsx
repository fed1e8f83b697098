import type { ReactNode } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';

interface Props {
  id?: string;
  title: ReactNode;
  subtitle?: ReactNode;
  align?: 'left' | 'center';
}

/** An h2 section title with an optional lead paragraph. */
export function SectionHeader({ id, title, subtitle, align = 'center' }: Props) {
  return (
    <Box
      textAlign={align}
      mb={{ base: '6', md: '8' }}
      maxW={align === 'center' ? '3xl' : undefined}
      mx={align === 'center' ? 'auto' : undefined}
    >
      <Heading as="h2" id={id} size={{ base: '2xl', md: '3xl' }} color="gray.900" letterSpacing="tight">
        {title}
      </Heading>
      {subtitle && (
        <Text mt="3" color="gray.600" fontSize={{ base: 'md', md: 'lg' }}>
          {subtitle}
        </Text>
      )}
    </Box>
  );
}
