import { adminUserList, type SendInvitationRequest, sendInvitationResponse } from '@contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Members whose e-mail starts with `term` (SPEC 5: an empty term finds nobody, without a request). */
export function useUserSearch(term: string) {
  return useQuery({
    queryKey: adminKeys.users(term),
    queryFn: ({ signal }) => api.get(`/admin/users?email=${encodeURIComponent(term)}`, adminUserList, signal),
    enabled: term.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** After any change to a member: their search results and the audit log are stale. */
function useUserMutation<T, R = unknown>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}

export const useGrantLifetime = () =>
  useUserMutation((userId: string) => api.put(`/admin/users/${encodeURIComponent(userId)}/lifetime`, {}));

export const useRevokeLifetime = () =>
  useUserMutation((userId: string) => api.delete(`/admin/users/${encodeURIComponent(userId)}/lifetime`));

export const useChangeUserEmail = () =>
  useUserMutation(({ userId, email }: { userId: string; email: string }) =>
    api.put(`/admin/users/${encodeURIComponent(userId)}/email`, { email }),
  );

export const useDeleteUser = () =>
  useUserMutation((userId: string) => api.delete(`/admin/users/${encodeURIComponent(userId)}`));

export const useSendInvitation = () =>
  useUserMutation((input: SendInvitationRequest) =>
    api.post('/admin/invitations', input, sendInvitationResponse),
  );
