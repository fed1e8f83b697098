import { Button, Text } from '@chakra-ui/react';
import type { SyncedTrailStatus } from '@trailfinder/shared-types';
import { ADMIN_STATUS_LABELS, type AdminStatusKind } from '@trailfinder/shared-types/rules';

const TONE: Record<AdminStatusKind, { bg: string; color: string }> = {
  open: { bg: 'green.100', color: 'green.800' },
  caution: { bg: 'yellow.100', color: 'yellow.900' },
  closed: { bg: 'red.100', color: 'red.800' },
};

/** A trail row's status, and the way to change it: one button showing "Closed until 2026-11-30" or "Not set". */
export function TrailStatusButton({
  name,
  status,
  onClick,
}: {
  name: string;
  status: SyncedTrailStatus | null;
  onClick: () => void;
}) {
  const label = status ? ADMIN_STATUS_LABELS[status.status] : 'Not set';
  return (
    <Button
      size="sm"
      minH="44px"
      variant="outline"
      whiteSpace="nowrap"
      {...(status ? TONE[status.status] : { color: 'gray.700' })}
      aria-label={`Set status of "${name}" (now ${label})`}
      onClick={onClick}
    >
      <Text as="span" fontWeight="semibold">
        {label}
      </Text>
      {status?.until && (
        <Text as="span" fontWeight="normal">
          until {status.until}
        </Text>
      )}
    </Button>
  );
}
