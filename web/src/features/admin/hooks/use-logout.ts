import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../components/toaster-store';
import { resetAdminData } from '../admin-data-store';
import { signOut } from '../session-store';

/** Logout per spec section 4: server logout, token removed, session refreshed, toast, home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    resetAdminData();
    toaster.create({ title: 'Logged out', description: 'You have signed out of the admin area.', type: 'info' });
    navigate('/');
  }, [navigate]);
}
