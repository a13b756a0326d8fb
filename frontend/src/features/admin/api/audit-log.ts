import { auditLogPage } from '@contracts/admin';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** The latest admin actions, newest first. */
export function useAuditLog() {
  return useQuery({
    queryKey: adminKeys.audit(),
    queryFn: ({ signal }) => api.get('/admin/audit-log?limit=50', auditLogPage, signal),
  });
}
