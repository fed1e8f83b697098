import { useState } from 'react';
import { Badge, Box, Button, Flex, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CloudOff, Newspaper, Sparkles } from 'lucide-react';
import { NEWS_INITIAL, NEWS_STEP } from '@trailfinder/shared-types/rules';
import { EmptyState } from '../../../components/empty-state';
import type { NewsMode, NewsView } from '../news-view';
import { useNews } from '../hooks/use-news';
import { NewsCard } from './news-card';
import { NewsModeToggle } from './news-mode-toggle';
import { brandOutline } from '../../../config/brand-button';

const grid = { base: 1, md: 2, xl: 3 };

function NewsSkeletons() {
  return (
    <SimpleGrid columns={grid} gap="5" aria-busy="true" aria-label="Loading news">
      {Array.from({ length: NEWS_INITIAL }, (_, i) => (
        <Stack key={i} p="5" gap="3" bg="white" borderRadius="2xl" borderWidth="1px" borderColor="gray.200">
          <Skeleton h="3" w="40%" />
          <Skeleton h="5" w="90%" />
          <Skeleton h="14" />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

function NewsList({ view, mode }: { view: Extract<NewsView, { kind: 'articles' }>; mode: NewsMode }) {
  const [visible, setVisible] = useState(NEWS_INITIAL);
  const shown = view.articles.slice(0, visible);
  return (
    <>
      {view.fromDevice && (
        <Text textAlign="center" fontSize="sm" color="gray.600" mb="4">
          <CloudOff size={14} aria-hidden="true" style={{ display: 'inline', marginRight: 6 }} />
          Offline: showing the news saved on this device.
        </Text>
      )}
      {mode === 'personalized' && !view.personalized && !view.fromDevice && (
        <Text textAlign="center" fontSize="sm" color="gray.600" mb="4">
          Your recommendations are not ready yet, so here is the latest news.
        </Text>
      )}
      <SimpleGrid as="ul" listStyleType="none" columns={grid} gap="5" aria-label="News articles">
        {shown.map((a) => (
          <li key={a.id}>
            <NewsCard article={a} showReasons={view.personalized} />
          </li>
        ))}
      </SimpleGrid>
      {visible < view.articles.length && (
        <Flex justify="center" mt="8">
          <Button size="lg" {...brandOutline} onClick={() => setVisible((v) => v + NEWS_STEP)}>
            Load More
          </Button>
        </Flex>
      )}
    </>
  );
}

/** Header, the Personalized / Latest toggle and the articles of the news section. */
export default function NewsBody() {
  const [mode, setMode] = useState<NewsMode>('personalized');
  const view = useNews(mode);
  const personalized = mode === 'personalized';

  return (
    <>
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
          <NewsModeToggle mode={mode} onChange={setMode} />
        </Box>
      </Box>
      {view.kind === 'loading' && <NewsSkeletons />}
      {view.kind === 'unavailable' && (
        <EmptyState
          icon={<CloudOff size={40} />}
          title="News Currently Unavailable"
          description="We're working to bring you the latest MTB news. Please check back later."
        />
      )}
      {view.kind === 'empty' && <EmptyState icon={<Newspaper size={40} />} title="No News Available" />}
      {/* A new mode starts again at 6 articles. */}
      {view.kind === 'articles' && <NewsList key={`${mode}-${view.personalized}`} view={view} mode={mode} />}
    </>
  );
}
