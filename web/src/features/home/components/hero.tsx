import type { ReactNode } from 'react';
import { Box, chakra, Heading, Text } from '@chakra-ui/react';

/** Layered ridgelines drawn inline: no hero photo to download, crisp at any size. */
function Ridgelines() {
  return (
    <chakra.svg
      position="absolute"
      insetX="0"
      bottom="0"
      w="full"
      h={{ base: '40%', md: '55%' }}
      viewBox="0 0 1440 320"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <path
        d="M0 220 L180 120 L320 190 L520 70 L700 180 L880 90 L1060 170 L1240 60 L1440 160 L1440 320 L0 320 Z"
        fill="#05603a"
        opacity="0.55"
      />
      <path
        d="M0 260 L220 170 L400 240 L610 150 L820 250 L1010 170 L1210 240 L1440 180 L1440 320 L0 320 Z"
        fill="#054f31"
        opacity="0.8"
      />
      <path d="M0 300 L260 250 L520 290 L760 240 L1000 290 L1240 250 L1440 280 L1440 320 L0 320 Z" fill="#022c1b" />
    </chakra.svg>
  );
}

export function Hero({ search }: { search: ReactNode }) {
  return (
    <Box
      as="section"
      aria-labelledby="hero-title"
      position="relative"
      overflow="hidden"
      className="light"
      color="white"
      bg="linear-gradient(160deg, #027a48 0%, #05603a 45%, #0c3b2a 100%)"
      pt={{ base: '16', md: '24' }}
      pb={{ base: '24', md: '32' }}
      px="4"
    >
      <Box
        position="absolute"
        top={{ base: '3', md: '14' }}
        right={{ base: '5', md: '10%' }}
        w={{ base: '9', md: '20' }}
        h={{ base: '9', md: '20' }}
        borderRadius="full"
        bg="trail.400"
        opacity="0.85"
        aria-hidden="true"
      />
      <Ridgelines />
      <Box position="relative" maxW="4xl" mx="auto" textAlign="center">
        <Heading
          as="h1"
          id="hero-title"
          fontSize={{ base: '4xl', md: '6xl' }}
          fontWeight="extrabold"
          letterSpacing="tight"
          lineHeight="1.05"
        >
          Discover Epic Trails
        </Heading>
        <Text mt="4" fontSize={{ base: 'lg', md: 'xl' }} color="whiteAlpha.900" maxW="2xl" mx="auto">
          Find the best mountain bike routes across all nine provinces of South Africa
        </Text>
        <Box mt={{ base: '8', md: '10' }}>{search}</Box>
      </Box>
    </Box>
  );
}
