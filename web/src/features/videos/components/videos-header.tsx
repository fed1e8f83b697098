import type { ReactNode } from 'react';
import { Box, Flex, Heading, IconButton, Text } from '@chakra-ui/react';
import { ArrowLeft } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** Back button, 'Mountain Biking Videos', the subtitle, and a slot for the admin controls. */
export function VideosHeader({ actions }: { actions?: ReactNode }) {
  return (
    <Flex gap="4" align={{ base: 'flex-start', md: 'center' }} justify="space-between" wrap="wrap">
      <Flex gap="3" align="flex-start">
        <IconButton asChild variant="outline" bg="white" aria-label="Back to Home" mt="1">
          <RouterLink to="/">
            <ArrowLeft aria-hidden="true" />
          </RouterLink>
        </IconButton>
        <Box>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
            Mountain Biking Videos
          </Heading>
          <Text mt="1" fontSize={{ base: 'md', md: 'lg' }} color="gray.600">
            Trail reviews, gear talk, skills and racing from South African riders and trails.
          </Text>
        </Box>
      </Flex>
      {actions && (
        <Flex gap="3" align="center" wrap="wrap">
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
