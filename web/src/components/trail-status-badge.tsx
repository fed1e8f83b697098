import { ADMIN_STATUS_LABELS, type AdminStatusKind } from '@trailfinder/shared-types/rules';
import { STATUS_COLOURS } from './badge-colours';
import { badgeStyle } from './badge-style';
import css from './common.module.css';

/** The trail manager's status on a card: "Closed", "Caution" or "Open". */
export function TrailStatusBadge({ status, className }: { status: AdminStatusKind; className?: string }) {
  return (
    <span
      data-testid="trail-status"
      className={`${css.badge} ${className ?? ''}`}
      style={badgeStyle(STATUS_COLOURS[status])}
    >
      {ADMIN_STATUS_LABELS[status]}
    </span>
  );
}
