import { Box, Text } from '@chakra-ui/react';

/**
 * Placeholder for a home-page banner (a later issue plugs in the ad network). It shows a
 * neutral house banner so the layout does not jump when real ads arrive.
 */
export function AdSlot({ label = 'Advertisement' }: { label?: string }) {
  return (
    <Box as="aside" aria-label={label} py={{ base: '6', md: '8' }} px="4">
      <Box
        maxW="5xl"
        mx="auto"
        minH="24"
        borderRadius="xl"
        borderWidth="1px"
        borderColor="gray.200"
        bg="linear-gradient(135deg, var(--chakra-colors-gray-100), var(--chakra-colors-brand-50))"
        display="flex"
        flexDirection="column"
        alignItems="center"
        justifyContent="center"
        gap="1"
        textAlign="center"
        px="4"
        py="5"
      >
        <Text fontSize="xs" textTransform="uppercase" letterSpacing="wider" color="gray.600">
          {label}
        </Text>
        <Text fontWeight="semibold" color="gray.800">
          Your trail shop or event could be here
        </Text>
      </Box>
    </Box>
  );
}
