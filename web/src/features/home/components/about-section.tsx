import { memo, useMemo } from 'react';
import { Box, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { ArrowRight } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { provincesWithTrails, trailTotals } from '@trailfinder/shared-types/rules';
import { FigureTile } from '../../../components/figure-tile';

type FactSource = { province: string; distance: number; rating: number };

/**
 * The figures are measured from the trails on the device, by the same rule as the stats strip,
 * so the home page never shows two different averages (decision 029). A dash until they are known.
 */
function facts(trails: readonly FactSource[] | undefined) {
  const totals = trails && trailTotals(trails);
  const provinces = trails && provincesWithTrails(trails);
  return [
    { value: totals ? String(totals.totalRoutes) : '–', label: 'Routes' },
    { value: totals ? totals.averageRating.toFixed(1) : '–', label: 'Average Rating' },
    { value: provinces === undefined ? '–' : String(provinces), label: provinces === 1 ? 'Province' : 'Provinces' },
  ];
}

/** Memoised: a filter change re-renders the home page, not these totals of every trail. */
export const AboutSection = memo(function AboutSection({ trails }: { trails: readonly FactSource[] | undefined }) {
  const figures = useMemo(() => facts(trails), [trails]);
  return (
    <Box as="section" id="about" aria-labelledby="about-title" py={{ base: '12', md: '16' }} px="4" bg="white">
      <SimpleGrid maxW="7xl" mx="auto" columns={{ base: 1, lg: 2 }} gap={{ base: '8', lg: '16' }} alignItems="center">
        <Box>
          <Heading as="h2" id="about-title" size={{ base: '2xl', md: '3xl' }} letterSpacing="tight">
            About TrailFinder SA
          </Heading>
          <Text mt="4" color="gray.700" fontSize="lg">
            We are riders who got tired of hunting through forums for trail information. TrailFinder SA brings mountain
            bike routes from all nine provinces together, with honest difficulty ratings, facilities and directions to
            the trailhead.
          </Text>
          <Text mt="3" color="gray.700">
            Install the app on your phone and your trails, favourites and saved routes stay with you, even where the
            signal does not reach.
          </Text>
          <Link
            asChild
            mt="5"
            color="brand.700"
            fontWeight="semibold"
            display="inline-flex"
            alignItems="center"
            minH="44px"
            gap="1.5"
          >
            <RouterLink to="/about-us">
              Read our story <ArrowRight size={16} aria-hidden="true" />
            </RouterLink>
          </Link>
        </Box>
        <SimpleGrid columns={3} gap="4">
          {figures.map((f) => (
            <FigureTile key={f.label} value={f.value} label={f.label} large />
          ))}
        </SimpleGrid>
      </SimpleGrid>
    </Box>
  );
});
