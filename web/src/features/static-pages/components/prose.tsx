import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react';

/** Long-form text: a readable measure (about 70 characters), spaced headings, lists and links. */
export function Prose({ children }: { children: ReactNode }) {
  return (
    <Box
      maxW="70ch"
      color="gray.800"
      fontSize={{ base: 'md', md: 'lg' }}
      lineHeight="tall"
      css={{
        '& h2': {
          fontSize: { base: 'xl', md: '2xl' },
          fontWeight: 'bold',
          color: 'gray.900',
          letterSpacing: 'tight',
          mt: '10',
          mb: '3',
          lineHeight: 'short',
        },
        '& > section:first-of-type > h2, & > h2:first-child': { mt: '0' },
        '& h3': { fontSize: { base: 'lg', md: 'xl' }, fontWeight: 'semibold', color: 'gray.900', mt: '6', mb: '2' },
        '& p': { mb: '4' },
        '& ul': { pl: '6', mb: '4', listStyleType: 'disc' },
        '& li': { mb: '1.5' },
        '& li::marker': { color: 'brand.700' },
        '& a': { color: 'brand.700', fontWeight: 'semibold', textDecoration: 'underline', textUnderlineOffset: '2px' },
        '& a:hover': { color: 'brand.900' },
        '& strong': { color: 'gray.900' },
      }}
    >
      {children}
    </Box>
  );
}
