import { Button, Text } from '@chakra-ui/react';
import { Navigation } from 'lucide-react';
import type { LatLng } from '../../../lib/coordinates';
import { directionsUrl } from '../trail-facts';

/** 'Navigate to Trailhead': Google Maps directions in a new tab; disabled without coordinates. */
export function NavigateButton({ trailhead, full = false }: { trailhead: LatLng | null; full?: boolean }) {
  if (!trailhead) {
    return (
      <Button size="lg" disabled w={full ? 'full' : undefined}>
        <Navigation aria-hidden="true" /> Navigate to Trailhead
      </Button>
    );
  }
  return (
    <Button asChild bg="trail.700" color="white" _hover={{ bg: 'trail.800' }} size="lg" w={full ? 'full' : undefined}>
      <a href={directionsUrl(trailhead)} target="_blank" rel="noopener noreferrer">
        <Navigation aria-hidden="true" /> Navigate to Trailhead
        <Text as="span" srOnly>
          {' '}
          (opens Google Maps in a new tab)
        </Text>
      </a>
    </Button>
  );
}
