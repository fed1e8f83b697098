import { Box, Text } from '@chakra-ui/react';

/** A big figure over its label on a pale brand tile (the About figures: trails, provinces...). */
export function FigureTile({ value, label, large }: { value: string; label: string; large?: boolean }) {
  return (
    <Box textAlign="center" p={large ? { base: '4', md: '6' } : { base: '3', md: '5' }} borderRadius="xl" bg="brand.50">
      <Text fontSize={{ base: '2xl', md: large ? '4xl' : '3xl' }} fontWeight="extrabold" color="brand.800">
        {value}
      </Text>
      <Text fontSize="sm" color="gray.700" fontWeight="medium">
        {label}
      </Text>
    </Box>
  );
}
