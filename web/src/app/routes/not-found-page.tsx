import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { brandSolid } from '../../config/brand-button';

export default function NotFoundPage() {
  useDocumentTitle('404 Page Not Found');
  return (
    <VStack gap="4" py="24" px="4" textAlign="center">
      <Text fontSize="6xl" fontWeight="extrabold" color="brand.700" lineHeight="1" aria-hidden="true">
        404
      </Text>
      <Heading as="h1" size="2xl">
        404 Page Not Found
      </Heading>
      <Text color="gray.600" maxW="md">
        This trail does not go anywhere. The page may have moved, or the link may be mistyped.
      </Text>
      <Button asChild {...brandSolid}>
        <RouterLink to="/">Back to Home</RouterLink>
      </Button>
    </VStack>
  );
}
