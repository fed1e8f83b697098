import { Box, Flex, Text } from '@chakra-ui/react';
import { CloudRain } from 'lucide-react';

/** Spec 2 / 4: the rain warning. */
export function RainWarning() {
  return (
    <Flex
      gap="3"
      align="center"
      p="3.5"
      borderRadius="xl"
      bg="orange.50"
      borderWidth="1px"
      borderColor="orange.300"
      color="orange.900"
      data-testid="rain-warning"
    >
      <Box color="orange.700" aria-hidden="true">
        <CloudRain size={26} />
      </Box>
      <Box>
        <Text fontWeight="bold">Currently raining</Text>
        <Text fontSize="sm">Not good conditions for riding</Text>
      </Box>
    </Flex>
  );
}
