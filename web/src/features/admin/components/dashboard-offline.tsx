import { Box, Heading, Link, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';

/** The dashboard is online only: it is not cached for offline use. */
export function DashboardOffline() {
  return (
    <Box maxW="lg" mx="auto" px="4" py="16" textAlign="center">
      <Box color="gray.500" display="inline-block" mb="4" aria-hidden="true">
        <WifiOff size={40} />
      </Box>
      <Heading as="h1" size="2xl" mb="3">
        Admin Dashboard
      </Heading>
      <Text role="status" fontSize="lg" color="gray.700" mb="2">
        You are offline. The admin dashboard needs an internet connection.
      </Text>
      <Text color="gray.600" mb="6">
        It is not kept on this device for offline use. Reconnect and this page will load by itself; trails, favourites
        and videos stay available offline on the rest of the site.
      </Text>
      <Link asChild color="brand.700" fontWeight="semibold">
        <RouterLink to="/">Back to Homepage</RouterLink>
      </Link>
    </Box>
  );
}
