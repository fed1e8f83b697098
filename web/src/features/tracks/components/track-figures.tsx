import { SimpleGrid, Stat } from '@chakra-ui/react';
import type { TrackFeatureProperties } from '@trailfinder/shared-types';
import { formatKm, formatM } from '../track-format';

/** Distance, climbing, descent, lowest and highest point of the recorded track. */
export function TrackFigures({ properties: f }: { properties: TrackFeatureProperties }) {
  const figures: [string, string][] = [
    ['Distance', formatKm(f.distanceKm * 1000)],
    ['Climbing', formatM(f.ascentM)],
    ['Descent', formatM(f.descentM)],
    ['Lowest point', formatM(f.minEleM)],
    ['Highest point', formatM(f.maxEleM)],
  ];
  return (
    <SimpleGrid as="dl" columns={{ base: 3, md: 5 }} gap="2" data-testid="track-figures">
      {figures.map(([label, value]) => (
        <Stat.Root key={label} size="sm">
          <Stat.Label as="dt">{label}</Stat.Label>
          <Stat.ValueText as="dd" fontSize="md">
            {value}
          </Stat.ValueText>
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
}
