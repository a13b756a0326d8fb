import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { signOutAndForget } from '@/lib/auth';
import { clearPrivateCaches } from '@/lib/offline-cache';

/** Signs out, leaves the signed-in screens, then drops every cached answer of the old user. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await signOutAndForget();
    await navigate('/auth', { replace: true });
    queryClient.clear();
    await clearPrivateCaches();
  };
}
