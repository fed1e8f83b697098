import { useId, useState } from 'react';
import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { WifiOff } from 'lucide-react';
import { useLastSyncedAt } from '../../../lib/use-last-synced';
import { useOnline } from '../../../lib/use-online';
import { usePendingCount } from '../../../lib/offline/use-pending-writes';
import { formatSyncTime } from '../../../lib/dates';

/**
 * Says, while offline, what still works from the device and what needs a connection. One line
 * by default (phones have little room); the details open with a button.
 */
export function OfflineBanner() {
  const online = useOnline();
  const lastSyncedAt = useLastSyncedAt();
  const waitingReviews = usePendingCount('review');
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  if (online) return null;
  const updated = lastSyncedAt ? ` (trails updated ${formatSyncTime(lastSyncedAt)})` : '';
  return (
    <Box role="status" bg="yellow.100" borderBottomWidth="1px" borderColor="yellow.300" color="gray.900">
      <Flex maxW="7xl" mx="auto" px="4" py="2" gap="3" align="flex-start" fontSize="sm">
        <Box mt="0.5" flexShrink={0} aria-hidden="true">
          <WifiOff size={18} />
        </Box>
        <Box flex="1">
          <Text>
            <Text as="span" fontWeight="semibold">
              You are offline.
            </Text>{' '}
            Trails, favourites and saved trails still work.
            {waitingReviews > 0 &&
              ` ${waitingReviews === 1 ? '1 review is' : `${waitingReviews} reviews are`} waiting to be sent.`}
          </Text>
          <Text id={detailsId} hidden={!open} mt="1">
            Search and filters work from this device{updated}. Weather and reviews show what you last saw, and reviews
            you write are sent when you are back online. Live weather, news updates, videos and the admin dashboard need
            a connection.
          </Text>
        </Box>
        <Button
          size="xs"
          variant="ghost"
          color="gray.900"
          textDecoration="underline"
          _hover={{ bg: 'yellow.200' }}
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Less' : 'What works offline?'}
        </Button>
      </Flex>
    </Box>
  );
}
