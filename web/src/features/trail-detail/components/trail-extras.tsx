import { Badge, Box, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { Sparkles, Store, Waypoints } from 'lucide-react';
import { ROUTE_GRADES } from '@trailfinder/shared-types/rules';
import type { Trail, RouteVariant } from '@trailfinder/shared-types';
import { ContentCard } from '../../../components/content-card';
import { featureLabel } from '../trail-facts';
import { FacilitiesGrid } from './facilities';

export function TrailFeatures({ features }: { features: readonly string[] }) {
  return (
    <ContentCard title="Trail Features" icon={<Sparkles size={22} />}>
      {features.length === 0 ? (
        <Text color="gray.600">No trail features listed yet.</Text>
      ) : (
        <Flex as="ul" listStyleType="none" gap="2" wrap="wrap">
          {features.map((f) => (
            <li key={f}>
              <Badge
                px="3"
                py="1"
                borderRadius="full"
                bg="brand.50"
                color="brand.800"
                borderWidth="1px"
                borderColor="brand.200"
                fontWeight="medium"
                fontSize="sm"
              >
                {featureLabel(f)}
              </Badge>
            </li>
          ))}
        </Flex>
      )}
    </ContentCard>
  );
}

export function FacilitiesSection({ facilities }: { facilities: Trail['facilities'] }) {
  return (
    <ContentCard title="Facilities" icon={<Store size={22} />}>
      <FacilitiesGrid facilities={facilities} />
    </ContentCard>
  );
}

/** Grade colours: green circle, blue square, red diamond, black diamonds (palette tokens: dark mode flips them). */
const GRADE_STYLE: Record<RouteVariant['category'], { colour: string; shape: 'circle' | 'square' | 'diamond' }> = {
  green: { colour: 'green.700', shape: 'circle' },
  blue: { colour: 'blue.700', shape: 'square' },
  red: { colour: 'red.700', shape: 'diamond' },
  black: { colour: 'gray.900', shape: 'diamond' },
  'double-black': { colour: 'gray.900', shape: 'diamond' },
};

function GradeMark({ category }: { category: RouteVariant['category'] }) {
  const { colour, shape } = GRADE_STYLE[category] ?? GRADE_STYLE.black;
  const one = (
    <Box
      w="3"
      h="3"
      bg={colour}
      borderRadius={shape === 'circle' ? 'full' : '1px'}
      transform={shape === 'diamond' ? 'rotate(45deg)' : undefined}
    />
  );
  return (
    <HStack gap="1.5" aria-hidden="true" minW="7" justify="center">
      {one}
      {category === 'double-black' && one}
    </HStack>
  );
}

export function RouteVariants({ variants }: { variants: readonly RouteVariant[] }) {
  if (variants.length === 0) return null;
  return (
    <ContentCard title="Route Variants" icon={<Waypoints size={22} />}>
      <Stack as="ul" listStyleType="none" gap="3">
        {variants.map((v) => (
          <Flex
            as="li"
            key={`${v.name}-${v.category}`}
            gap="3"
            p="4"
            borderRadius="xl"
            borderWidth="1px"
            borderColor="gray.200"
            align="flex-start"
          >
            <Box pt="1.5">
              <GradeMark category={v.category} />
            </Box>
            <Box flex="1">
              <Flex justify="space-between" gap="3" wrap="wrap" align="baseline">
                <Text fontWeight="semibold" color="gray.900">
                  {v.name}
                </Text>
                <Text fontSize="sm" color="gray.700" fontWeight="medium">
                  {v.distance} km
                </Text>
              </Flex>
              <Text fontSize="sm" fontWeight="semibold" color={GRADE_STYLE[v.category]?.colour}>
                {ROUTE_GRADES[v.category] ?? v.category}
              </Text>
              {v.description && (
                <Text fontSize="sm" color="gray.700" mt="1">
                  {v.description}
                </Text>
              )}
            </Box>
          </Flex>
        ))}
      </Stack>
    </ContentCard>
  );
}
