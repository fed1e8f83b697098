import {
  ADMIN_STATUS_LABELS,
  VERDICT_LABELS,
  type AdminStatusKind,
  type TrailVerdict,
} from '@trailfinder/shared-types/rules';

/** Badge colours per verdict: green to red, with text that keeps AA contrast. */
export const VERDICT_STYLE: Record<TrailVerdict, { bg: string; color: string; label: string }> = {
  good: { bg: 'green.100', color: 'green.800', label: VERDICT_LABELS.good },
  fair: { bg: 'yellow.100', color: 'yellow.900', label: VERDICT_LABELS.fair },
  poor: { bg: 'orange.100', color: 'orange.900', label: VERDICT_LABELS.poor },
  closed: { bg: 'red.100', color: 'red.800', label: VERDICT_LABELS.closed },
};

export const STATUS_STYLE: Record<AdminStatusKind, { bg: string; color: string; label: string }> = {
  open: { bg: 'green.100', color: 'green.800', label: ADMIN_STATUS_LABELS.open },
  caution: { bg: 'yellow.100', color: 'yellow.900', label: ADMIN_STATUS_LABELS.caution },
  closed: { bg: 'red.100', color: 'red.800', label: ADMIN_STATUS_LABELS.closed },
};
