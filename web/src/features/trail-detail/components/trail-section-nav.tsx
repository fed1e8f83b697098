import { Box, HStack, Link } from '@chakra-ui/react';
import { scrollToAnchor } from '../../../lib/scroll';

export const TRAIL_SECTIONS = [
  { id: 'weather', label: 'Weather' },
  { id: 'details', label: 'Details' },
  { id: 'forecast', label: 'Forecast' },
  { id: 'reviews', label: 'Reviews' },
] as const;

/** Height of the sticky site header plus this bar: section headings land just below both. */
export const TRAIL_ANCHOR_OFFSET = '128px';

/** The trail page's sticky "On this page" bar, under the site header. */
export function TrailSectionNav() {
  return (
    <Box
      as="nav"
      aria-label="On this page"
      position="sticky"
      top="64px"
      zIndex="docked"
      bg="gray.50"
      borderBottomWidth="1px"
      borderColor="gray.200"
      mx="-4"
      px="4"
      overflowX="auto"
    >
      <HStack as="ul" listStyleType="none" gap="1" py="1">
        {TRAIL_SECTIONS.map((s) => (
          <Box as="li" key={s.id} flexShrink={0}>
            <Link
              href={`#${s.id}`}
              display="inline-flex"
              alignItems="center"
              minH="44px"
              px="3"
              fontWeight="semibold"
              color="brand.800"
              onClick={(e) => {
                if (!scrollToAnchor(s.id)) return;
                e.preventDefault();
                history.replaceState(history.state, '', `#${s.id}`);
              }}
            >
              {s.label}
            </Link>
          </Box>
        ))}
      </HStack>
    </Box>
  );
}
