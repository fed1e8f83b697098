import type { ReactNode } from 'react';
import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../lib/use-document-title';

interface Props {
  title: string;
  subtitle?: ReactNode;
  backLabel?: string;
  children?: ReactNode;
}

/** The frame of a secondary page: back link, h1, optional lead, content. */
export function PageShell({ title, subtitle, backLabel = 'Back to Home', children }: Props) {
  useDocumentTitle(title);
  return (
    <Box maxW="5xl" mx="auto" px="4" py={{ base: '8', md: '12' }}>
      <Link asChild color="brand.700" fontWeight="semibold" mb="6" display="inline-flex" alignItems="center" gap="1.5">
        <RouterLink to="/">
          <ArrowLeft size={16} aria-hidden="true" /> {backLabel}
        </RouterLink>
      </Link>
      <Heading as="h1" size={{ base: '3xl', md: '4xl' }} letterSpacing="tight" color="gray.900">
        {title}
      </Heading>
      {subtitle && (
        <Text mt="3" fontSize="lg" color="gray.600">
          {subtitle}
        </Text>
      )}
      {children && <Box mt="8">{children}</Box>}
    </Box>
  );
}
