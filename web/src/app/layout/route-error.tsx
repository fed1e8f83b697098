import { Button, Heading, Text, VStack } from '@chakra-ui/react';

/** Last-resort screen (e.g. a page chunk failed to download after a deploy); the boundary logs the error. */
export function RouteError() {
  return (
    <VStack gap="4" py="24" px="4" textAlign="center">
      <Heading as="h1" size="2xl">
        Something went wrong
      </Heading>
      <Text color="gray.600">Please reload the page. Your favourites are safe on this device.</Text>
      <Button onClick={() => window.location.reload()} bg="brand.700" color="white">
        Reload
      </Button>
    </VStack>
  );
}
