import { HStack, Text } from '@chakra-ui/react';
import { CloudOff, RefreshCw } from 'lucide-react';
import { useLastSyncedAt } from '../lib/use-last-synced';
import { useSyncStatus } from '../lib/sync-status-store';
import { formatSyncTime } from '../lib/dates';

/** A quiet line saying how fresh the trails on this device are. */
export function SyncStatusNote() {
  const lastSyncedAt = useLastSyncedAt();
  const syncing = useSyncStatus((s) => s.syncing);
  const failed = useSyncStatus((s) => s.lastError !== null);
  if (!lastSyncedAt) return null;
  const when = formatSyncTime(lastSyncedAt);
  return (
    <HStack justify="center" gap="1.5" fontSize="xs" color="gray.600" mt="-4" mb="6">
      {failed ? <CloudOff size={14} aria-hidden="true" /> : <RefreshCw size={14} aria-hidden="true" />}
      <Text>
        {syncing
          ? 'Checking for trail updates...'
          : failed
            ? `Offline: showing trails saved on this device (updated ${when})`
            : `Trails saved on this device, updated ${when}`}
      </Text>
    </HStack>
  );
}
