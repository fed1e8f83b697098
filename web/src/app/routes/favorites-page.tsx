import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Heart } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '../../components/empty-state';
import { PageShell } from '../../components/page-shell';
import { listFavorites } from '../../lib/favorites';

/** Favourites (a later issue adds the summary cards and full trail cards). */
export default function FavoritesPage() {
  const favorites = useLiveQuery(listFavorites, []);
  return (
    <PageShell
      title="My Favorite Trails"
      subtitle="Your favourites are kept on this device, so they are there even without signal."
    >
      {favorites && favorites.length === 0 && (
        <EmptyState icon={<Heart size={40} />} title="No Favorite Trails Yet" headingLevel="h3">
          <Button asChild bg="brand.700" color="white" _hover={{ bg: 'brand.800' }}>
            <RouterLink to="/">Explore Trails</RouterLink>
          </Button>
        </EmptyState>
      )}
      {favorites && favorites.length > 0 && (
        <Stack as="ul" listStyleType="none" gap="3">
          {favorites.map((f) => (
            <li key={f.id}>
              <Link asChild fontWeight="semibold" color="brand.800">
                <RouterLink to={`/routes/${f.id}`}>{f.name}</RouterLink>
              </Link>
              <Text fontSize="sm" color="gray.600">
                {f.province} · {f.distance} km
              </Text>
            </li>
          ))}
        </Stack>
      )}
    </PageShell>
  );
}
