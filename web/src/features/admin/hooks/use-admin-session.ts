import { useQuery } from '@tanstack/react-query';
import { FRESHNESS } from '../../../lib/query/freshness';
import { sessionQuery, signedInHere } from '../admin-session';

/**
 * The signed-in admin. The dashboard always asks (and keeps asking every 10 minutes while open,
 * which keeps the session alive); other pages ask only when an admin signed in on this device.
 */
export function useAdminSession({ dashboard = false } = {}) {
  const query = useQuery({
    ...sessionQuery,
    ...(dashboard ? FRESHNESS.adminSessionOnDashboard : {}),
    enabled: dashboard || signedInHere(),
  });
  const admin = query.data ?? null;
  return { admin, isAdmin: admin !== null, checking: query.isLoading };
}
