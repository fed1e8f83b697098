import { Badge, type BadgeProps } from '@chakra-ui/react';
import { ADMIN_STATUS_LABELS, type AdminStatusKind } from '@trailfinder/shared-types/rules';

const COLOURS: Record<AdminStatusKind, { bg: string; color: string }> = {
  open: { bg: 'green.100', color: 'green.800' },
  caution: { bg: 'yellow.100', color: 'yellow.900' },
  closed: { bg: 'red.100', color: 'red.800' },
};

/** The trail manager's status on a card: "Closed", "Caution" or "Open". */
export function TrailStatusBadge({ status, ...rest }: { status: AdminStatusKind } & BadgeProps) {
  return (
    <Badge
      data-testid="trail-status"
      bg={COLOURS[status].bg}
      color={COLOURS[status].color}
      borderRadius="full"
      {...rest}
    >
      {ADMIN_STATUS_LABELS[status]}
    </Badge>
  );
}
