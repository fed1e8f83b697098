import { Box, Text } from '@chakra-ui/react';
import type { RiderProgress } from '../hooks/use-rider-progress';
import { formatKm, formatM } from '../track-format';

/** Off the line by more than this, the rider is told so (their figures are for the nearest point). */
const OFF_TRACK_M = 100;

/** Where the rider is on the track: done, to go, climbing left. */
export function RiderProgressNote({ state }: { state: RiderProgress }) {
  if (state.status === 'idle' || state.status === 'locating') return null;
  if (state.status === 'error') {
    return (
      <Text fontSize="sm" color="red.700" role="alert">
        {state.message}
      </Text>
    );
  }
  const p = state.progress;
  return (
    <Box fontSize="sm" role="status" data-testid="rider-progress">
      <Text>
        {formatKm(p.doneM)} done, <strong>{formatKm(p.toGoM)} to go</strong>
        {p.climbLeftM === null ? '' : `, ${formatM(p.climbLeftM)} of climbing left`}.
      </Text>
      {p.offTrackM > OFF_TRACK_M && (
        <Text color="orange.700">
          You are {formatM(p.offTrackM)} from the track; the figures are for its nearest point.
        </Text>
      )}
    </Box>
  );
}
