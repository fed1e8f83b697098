import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { scrollToAnchor } from '../../../lib/scroll';

export function CallToAction() {
  return (
    <Box as="section" aria-labelledby="cta-title" px="4" py={{ base: '12', md: '16' }}>
      <Box
        maxW="5xl"
        mx="auto"
        borderRadius="3xl"
        className="light"
        bg="linear-gradient(135deg, #05603a, #027a48)"
        color="white"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '14' }}
        textAlign="center"
      >
        <Heading as="h2" id="cta-title" size={{ base: '2xl', md: '3xl' }}>
          Ready to Hit the Trails?
        </Heading>
        <Text mt="3" fontSize="lg" color="whiteAlpha.900" maxW="2xl" mx="auto">
          Pick a trail, check the facilities and head out. Your favourites are saved right here on your device.
        </Text>
        <Flex mt="8" gap="3" justify="center" wrap="wrap">
          <Button size="lg" bg="white" color="brand.800" _hover={{ bg: 'brand.50' }} asChild>
            <a
              href="/#routes"
              onClick={(e) => {
                e.preventDefault();
                scrollToAnchor('routes');
              }}
            >
              Explore Trails
            </a>
          </Button>
          <Button
            size="lg"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.700"
            _hover={{ bg: 'whiteAlpha.200' }}
            asChild
          >
            <RouterLink to="/favorites">My Favorites</RouterLink>
          </Button>
        </Flex>
      </Box>
    </Box>
  );
}
