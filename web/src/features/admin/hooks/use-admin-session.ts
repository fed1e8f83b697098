import { useEffect } from 'react';
import { checkAdminSession, useAdminSessionStore } from '../session-store';

/** The signed-in admin, checking with the server when the last check is older than 5 minutes. */
export function useAdminSession() {
  const admin = useAdminSessionStore((s) => s.admin);
  const status = useAdminSessionStore((s) => s.status);
  useEffect(() => {
    void checkAdminSession();
  }, []);
  return { admin, isAdmin: admin !== null, checking: status !== 'known' };
}
