import type { AuditLogPage } from '@contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { adminKeys } from './admin-keys';

/** The latest admin actions, newest first. */
export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) =>
      route('GET /admin/audit-log', { query: { limit: 50 }, signal }, unchecked<AuditLogPage>()),
  });
}
