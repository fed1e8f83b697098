import { Box, Text } from '@chakra-ui/react';
import { useFirstSync } from '../lib/use-first-sync';
import { useSyncStatus } from '../lib/sync-status-store';
import { usePageSeed } from '../lib/page-seed';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/**
 * The first visit's download of the catalogue (a device with nothing synced yet): what is
 * happening and how far it got, so the skeleton cards are not a mystery on a slow connection.
 */
export function FirstSyncProgress() {
  const { pending } = useFirstSync();
  const progress = useSyncStatus((s) => s.progress);
  // A page the server rendered already shows the trails: nothing to wait for, and a bar appearing
  // above them would push the page down.
  const seeded = Boolean(usePageSeed().trails);
  if (!pending || !progress || seeded) return null;
  const downloading = progress.phase === 'download';
  const text = downloading
    ? `Step 1 of 2: downloading the trail directory (${kb(progress.receivedBytes)} so far)`
    : `Step 2 of 2: saving ${progress.trails} trails on this device for offline use`;
  return (
    <Box maxW="xl" mx="auto" mt="6" px="4" data-testid="first-sync-progress">
      <Text fontSize="sm" color="gray.700" textAlign="center" mb="2" aria-live="polite">
        {text}
      </Text>
      <Box
        role="progressbar"
        aria-label="Getting the trails ready for offline use"
        aria-valuemin={0}
        aria-valuemax={2}
        aria-valuenow={downloading ? 1 : 2}
        aria-valuetext={text}
        h="2"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={downloading ? '50%' : '90%'} bg="brand.600" borderRadius="full" transition="width 0.3s" />
      </Box>
    </Box>
  );
}
