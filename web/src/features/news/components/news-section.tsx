import { Box, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Newspaper } from 'lucide-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { NEWS_INITIAL } from '@trailfinder/shared-types/rules';
import { EmptyState } from '../../../components/empty-state';
import { SectionHeader } from '../../../components/section-header';
import { formatNewsDate } from '../../../lib/dates';
import { db } from '../../../lib/db';

/** Latest articles from the device copy. Personalised news and paging arrive in a later issue. */
export function NewsSection() {
  const news = useLiveQuery(
    async () =>
      await db.news
        .orderBy('publishedAt')
        .reverse()
        .filter((n) => n.isActive)
        .limit(NEWS_INITIAL)
        .toArray(),
    [],
  );
  return (
    <Box as="section" id="news" aria-labelledby="news-title" py={{ base: '12', md: '16' }} px="4">
      <Box maxW="7xl" mx="auto">
        <SectionHeader
          id="news-title"
          title="Latest MTB News"
          subtitle="Stories from the South African mountain biking scene."
        />
        {news && news.length === 0 && <EmptyState icon={<Newspaper size={40} />} title="No News Available" />}
        {news && news.length > 0 && (
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="5">
            {news.map((n) => (
              <Box as="li" key={n.id} p="5" borderRadius="xl" borderWidth="1px" borderColor="gray.200" bg="white">
                <Text
                  fontSize="xs"
                  fontWeight="semibold"
                  color="gray.600"
                  textTransform="uppercase"
                  letterSpacing="wide"
                >
                  {n.source} · {formatNewsDate(n.publishedAt)}
                </Text>
                <Text as="h3" fontWeight="bold" fontSize="lg" mt="2" lineHeight="short">
                  <Link
                    href={n.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    color="gray.900"
                    _hover={{ color: 'brand.700' }}
                  >
                    {n.title}
                  </Link>
                </Text>
                {n.description && (
                  <Text fontSize="sm" color="gray.700" mt="2" lineClamp={3}>
                    {n.description}
                  </Text>
                )}
              </Box>
            ))}
          </SimpleGrid>
        )}
      </Box>
    </Box>
  );
}
