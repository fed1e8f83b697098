import { Box, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';

export function TrailCardSkeleton() {
  return (
    <Box bg="white" borderRadius="2xl" overflow="hidden" borderWidth="1px" borderColor="gray.200" aria-hidden="true">
      <Skeleton h="44" borderRadius="0" />
      <Stack p="5" gap="3">
        <Skeleton h="6" w="70%" />
        <Skeleton h="4" w="50%" />
        <SkeletonText noOfLines={3} />
      </Stack>
    </Box>
  );
}
