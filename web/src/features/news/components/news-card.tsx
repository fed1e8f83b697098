import { memo } from 'react';
import { Badge, Box, chakra, Flex, Heading, HStack, Link, Text } from '@chakra-ui/react';
import { ExternalLink, Sparkles } from 'lucide-react';
import { safeExternalUrl } from '../../../lib/safe-url';
import { categoryLabel, categoryStyle, formatNewsDate, sourceColour } from '../news-format';
import type { NewsArticleView } from '../news-view';
import { onArticleClick } from '../open-article';
import { listCard } from '../../../config/card-surface';

function shownDate(iso: string): string {
  try {
    return formatNewsDate(iso);
  } catch (err) {
    console.warn('Could not show a news date', iso, err);
    return '';
  }
}

interface Props {
  article: NewsArticleView;
  /** Show why the article was recommended. */
  showReasons: boolean;
}

export const NewsCard = memo(function NewsCard({ article, showReasons }: Props) {
  const url = safeExternalUrl(article.url);
  const colour = sourceColour(article.sourceColor);
  const category = categoryStyle(article.category);
  const date = shownDate(article.publishedAt);
  const reasons = showReasons ? (article.recommendationReasons ?? []) : [];
  const titleId = `news-${article.id}-title`;
  return (
    <Flex
      as="article"
      aria-labelledby={titleId}
      data-testid="news-card"
      {...listCard}
      borderTopWidth="4px"
      style={{ borderTopColor: colour }}
      boxShadow="sm"
      position="relative"
      _focusWithin={{ boxShadow: 'md' }}
    >
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" fontSize="xs">
        <HStack gap="1.5" fontWeight="bold" color="gray.800">
          <Box w="2.5" h="2.5" borderRadius="full" flexShrink={0} style={{ background: colour }} aria-hidden="true" />
          {article.source}
        </HStack>
        <Badge bg={category.bg} color={category.color} borderRadius="full" px="2" textTransform="capitalize">
          {categoryLabel(article.category)}
        </Badge>
      </Flex>
      <Heading as="h3" size="md" id={titleId} lineHeight="short" color="gray.900">
        {url ? (
          <Link
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            color="inherit"
            // A one-line headline is still a thumb's 44 px tall target.
            display="inline-flex"
            alignItems="center"
            minH="44px"
            _hover={{ color: 'brand.700' }}
            onClick={(e) => onArticleClick(e, article, url)}
          >
            {article.title}
          </Link>
        ) : (
          article.title
        )}
      </Heading>
      {article.description && (
        <Text fontSize="sm" color="gray.700" lineClamp={3}>
          {article.description}
        </Text>
      )}
      {reasons.length > 0 && (
        <Box>
          <Text srOnly>Why this is recommended:</Text>
          <Flex as="ul" listStyleType="none" gap="1.5" wrap="wrap">
            {reasons.map((r) => (
              <HStack
                as="li"
                key={r}
                gap="1"
                fontSize="xs"
                color="brand.900"
                bg="brand.50"
                borderRadius="md"
                px="2"
                py="1"
              >
                <Sparkles size={12} aria-hidden="true" />
                {r}
              </HStack>
            ))}
          </Flex>
        </Box>
      )}
      <Flex mt="auto" justify="space-between" align="center" fontSize="xs" color="gray.600" pt="1">
        {date ? <chakra.time dateTime={article.publishedAt}>{date}</chakra.time> : <span />}
        {url && <ExternalLink size={14} aria-hidden="true" />}
      </Flex>
    </Flex>
  );
});
