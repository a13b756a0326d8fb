import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import { signOutAndForget } from '@/lib/auth';

/**
 * After the server ended this account's sessions (sign out everywhere, a deleted account): sign this
 * browser out, open the sign-in page, drop every cached answer and say what happened. The refresh
 * token is already revoked, so Amplify's own revocation may fail; the local sign-out happens anyway.
 */
export function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (message: string) => {
    await signOutAndForget().catch(() => undefined);
    await navigate('/auth', { replace: true });
    queryClient.clear();
    toast.success(message);
  };
}
