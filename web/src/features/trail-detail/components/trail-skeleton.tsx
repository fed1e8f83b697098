import { Box, Grid, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The loading state: the page's shape in grey while the trail is read. */
export function TrailSkeleton() {
  useDocumentTitle('Loading trail...');
  return (
    <Box maxW="7xl" mx="auto" px="4" py="6" aria-busy="true" role="status" aria-label="Loading trail">
      <Skeleton h="8" w="32" mb="4" />
      <Skeleton h={{ base: '52', md: '80' }} borderRadius="2xl" />
      <Skeleton h="10" w="60%" mt="6" />
      <Skeleton h="5" w="40%" mt="3" />
      <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" mt="8">
        <Stack gap="6">
          {[0, 1, 2].map((i) => (
            <Box key={i} bg="white" borderRadius="2xl" p="6" borderWidth="1px" borderColor="gray.200">
              <Skeleton h="6" w="40%" mb="4" />
              <SkeletonText noOfLines={4} />
            </Box>
          ))}
        </Stack>
        <Stack gap="6">
          <Skeleton h="64" borderRadius="2xl" />
          <Skeleton h="56" borderRadius="2xl" />
        </Stack>
      </Grid>
    </Box>
  );
}
