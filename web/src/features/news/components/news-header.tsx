import { Badge, Box, Flex, Heading, Text } from '@chakra-ui/react';
import { Sparkles } from 'lucide-react';
import type { NewsMode } from '../news-view';
import { NewsModeToggle } from './news-mode-toggle';

/**
 * The news section's heading, lead and Personalized / Latest toggle. Drawn with the section, not
 * with its lazy articles: a jump to #news lands on this heading at once, and the articles come in
 * below it.
 */
export function NewsHeader({ mode, onChange }: { mode: NewsMode; onChange: (mode: NewsMode) => void }) {
  const personalized = mode === 'personalized';
  return (
    <Box textAlign="center" mb={{ base: '6', md: '8' }} maxW="3xl" mx="auto">
      <Flex justify="center" align="center" gap="3" wrap="wrap">
        <Heading as="h2" id="news-title" size={{ base: '2xl', md: '3xl' }} color="gray.900" letterSpacing="tight">
          {personalized ? 'Recommended for You' : 'Latest MTB News'}
        </Heading>
        {personalized && (
          <Badge bg="purple.100" color="purple.800" borderRadius="full" px="2.5" py="1" gap="1">
            <Sparkles size={14} aria-hidden="true" /> AI Powered
          </Badge>
        )}
      </Flex>
      <Text mt="3" color="gray.600" fontSize={{ base: 'md', md: 'lg' }}>
        {personalized
          ? 'Stories picked for you from the trails you browse on this device.'
          : 'The newest stories from the South African mountain biking scene.'}
      </Text>
      <Box mt="5">
        <NewsModeToggle mode={mode} onChange={onChange} />
      </Box>
    </Box>
  );
}
