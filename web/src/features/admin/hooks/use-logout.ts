import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toaster } from '../../../components/toaster-store';
import { signOut } from '../admin-session';

/** Logout: server logout, every admin answer forgotten, toast, home. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await signOut(queryClient);
    toaster.create({ title: 'Logged out', description: 'You have signed out of the admin area.', type: 'info' });
    navigate('/');
  }, [navigate, queryClient]);
}
