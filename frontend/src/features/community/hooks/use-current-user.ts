import { useQuery } from '@tanstack/react-query';
import { getSession } from '@/lib/auth';

/**
 * Who is looking, or null when signed out. The community list is the same for everyone, so the page
 * tells its own recipes (Share) from others' (Save) by comparing owner ids with this.
 */
export function useCurrentUserId() {
  return useQuery({
    queryKey: ['session', 'userId'],
    queryFn: async () => (await getSession())?.userId ?? null,
    staleTime: 60_000,
  });
}
