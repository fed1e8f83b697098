import { Button, Flex, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PageShell } from '../../../components/page-shell';
import { BRAND } from '../../../config/app-config';
import { useCatalogueFacts } from '../hooks/use-catalogue-facts';
import { trailCountClaim, trailCountFigure } from '../trail-count';
import { ContactEmail } from './contact-email';
import { Prose } from './prose';
import { brandSolid } from '../../../config/brand-button';
import { FigureTile } from '../../../components/figure-tile';

export function AboutUs() {
  const { count, averageRating, provinces } = useCatalogueFacts();
  const claim = trailCountClaim(count);
  // Measured figures only (decision 029); a dash while the device and the server are silent.
  const facts = [
    { value: trailCountFigure(count), label: 'Trails' },
    { value: provinces === undefined ? '–' : String(provinces), label: provinces === 1 ? 'Province' : 'Provinces' },
    { value: averageRating === undefined ? '–' : averageRating.toFixed(1), label: 'Average Rating' },
  ];
  return (
    <PageShell title="About Us" subtitle={`A directory of ${claim} mountain bike trails across South Africa.`}>
      <SimpleGrid columns={3} gap={{ base: '3', md: '5' }} maxW="2xl" mb="10">
        {facts.map((f) => (
          <FigureTile key={f.label} value={f.value} label={f.label} />
        ))}
      </SimpleGrid>
      <Prose>
        <h2>Built by riders, for riders</h2>
        <p>
          {BRAND.name} started with a simple frustration: finding good trail information in South Africa meant digging
          through forum threads, old club websites and word of mouth. We wanted one place that answers the questions you
          actually ask before a ride: how long is it, how hard is it, is there parking, coffee and a wash bay, and how
          do I get to the trailhead?
        </p>
        <p>
          Today the directory covers {claim} trails in all nine provinces, from the Cape winelands and the Garden Trail
          to the KwaZulu-Natal Midlands, the Highveld and the Limpopo bushveld.
        </p>
        <h2>What you will find here</h2>
        <ul>
          <li>Trails with honest difficulty ratings, distance, elevation, facilities and route variants.</li>
          <li>An interactive map, directions to the trailhead and current weather with a riding recommendation.</li>
          <li>Reviews from riders who have been there, and a calendar of upcoming races and events.</li>
          <li>Mountain bike news, with an optional feed that learns which regions you ride, and trail videos.</li>
        </ul>
        <h2>Made for riding off-grid</h2>
        <p>
          The best trails are often where the signal is not. Once you have opened the site, the trails, events and your
          favourites are saved on your device, so the details are still there at the trailhead. Nothing about you is
          needed to use it: no account, no sign-up.
        </p>
        <h2>Keeping it accurate</h2>
        <p>
          Trails change: new lines open, others close for maintenance. We update the directory as we hear about changes,
          and reviews from riders help everyone know what to expect. Spotted something out of date, or want your trail
          listed? Write to <ContactEmail />.
        </p>
      </Prose>
      <Flex gap="3" mt="10" wrap="wrap">
        <Button asChild size="lg" {...brandSolid}>
          <RouterLink to="/#routes">Explore Trails</RouterLink>
        </Button>
        <Button asChild size="lg" variant="outline" borderColor="brand.700" color="brand.800">
          <RouterLink to="/privacy-policy">Our privacy promise</RouterLink>
        </Button>
      </Flex>
    </PageShell>
  );
}
