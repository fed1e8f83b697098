import { Badge, type BadgeProps } from '@chakra-ui/react';
import { ADMIN_STATUS_LABELS, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { STATUS_COLOURS } from './badge-colours';

/** The trail manager's status on a card: "Closed", "Caution" or "Open". */
export function TrailStatusBadge({ status, ...rest }: { status: AdminStatusKind } & BadgeProps) {
  return (
    <Badge
      data-testid="trail-status"
      bg={STATUS_COLOURS[status].bg}
      color={STATUS_COLOURS[status].color}
      borderRadius="full"
      {...rest}
    >
      {ADMIN_STATUS_LABELS[status]}
    </Badge>
  );
}
