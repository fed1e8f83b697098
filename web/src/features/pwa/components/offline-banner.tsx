import { Box, Flex, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useLastSyncedAt } from '../../../lib/use-last-synced';
import { useOnline } from '../../../lib/use-online';
import { usePendingOutboxCount } from '../../../lib/use-outbox';

const timeFormat = new Intl.DateTimeFormat('en-ZA', { dateStyle: 'medium', timeStyle: 'short' });

/** Says, while offline, what still works from the device and what needs a connection. */
export function OfflineBanner() {
  const online = useOnline();
  const lastSyncedAt = useLastSyncedAt();
  const waitingReviews = usePendingOutboxCount('review');
  if (online) return null;
  const updated = lastSyncedAt ? ` (trails updated ${timeFormat.format(new Date(lastSyncedAt))})` : '';
  return (
    <Box role="status" bg="yellow.100" borderBottomWidth="1px" borderColor="yellow.300" color="gray.900">
      <Flex maxW="7xl" mx="auto" px="4" py="2.5" gap="3" align="flex-start" fontSize="sm">
        <Box mt="0.5" flexShrink={0} aria-hidden="true">
          <WifiOff size={18} />
        </Box>
        <Box>
          <Text fontWeight="semibold">You are offline.</Text>
          <Text>
            Trails, search, filters, favourites and saved trails work from this device{updated}. Weather and reviews
            show what you last saw, and reviews you write are sent when you are back online. Live weather, news updates,
            videos and the admin dashboard need a connection.
          </Text>
          {waitingReviews > 0 && (
            <Text fontWeight="semibold" mt="1">
              {waitingReviews === 1 ? '1 review is' : `${waitingReviews} reviews are`} waiting to be sent.
            </Text>
          )}
        </Box>
      </Flex>
    </Box>
  );
}
