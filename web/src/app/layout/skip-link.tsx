import { chakra } from '@chakra-ui/react';

/** First focusable element: jumps keyboard users past the header. */
export function SkipLink() {
  return (
    <chakra.a
      href="#main-content"
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipNav"
      bg="brand.700"
      color="white"
      display="inline-flex"
      alignItems="center"
      minH="44px"
      px="4"
      py="2"
      borderRadius="md"
      fontWeight="semibold"
      _focus={{ top: '4', outline: '3px solid', outlineColor: 'trail.400' }}
    >
      Skip to content
    </chakra.a>
  );
}
