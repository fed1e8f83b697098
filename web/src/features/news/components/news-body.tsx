import { useState } from 'react';
import { Button, Flex, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { CloudOff, Newspaper } from 'lucide-react';
import { NEWS_INITIAL, NEWS_STEP } from '@trailfinder/shared-types/rules';
import { EmptyState } from '../../../components/empty-state';
import type { NewsMode, NewsView } from '../news-view';
import { useNews } from '../hooks/use-news';
import { NewsCard } from './news-card';
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

/** The news section's articles in the chosen feed (its heading and toggle: news-header.tsx). */
export default function NewsBody({ mode }: { mode: NewsMode }) {
  const view = useNews(mode);

  return (
    <>
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
