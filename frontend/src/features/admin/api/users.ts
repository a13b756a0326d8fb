import type { AdminUserList, SendInvitationRequest } from '@contracts/admin';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { adminKeys } from './admin-keys';

// The panel's first reads are typed by the contract but not parsed with it; the answers to changes are
// checked against it, loaded (with zod) with the first answer, so the panel opens without them (issue 35).
const admin = () => import('@contracts/admin');
const sendInvitationResponse = () => admin().then((contract) => contract.sendInvitationResponse);

/** Members whose e-mail starts with `term` (SPEC 5: an empty term finds nobody, without a request). */
export function useUserSearch(term: string) {
  return useQuery({
    queryKey: adminKeys.users(term),
    queryFn: ({ signal }) =>
      route('GET /admin/users', { query: { email: term }, signal }, unchecked<AdminUserList>()),
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
  useUserMutation((userId: string) =>
    route('PUT /admin/users/{userId}/lifetime', { params: { userId }, body: {} }),
  );

export const useRevokeLifetime = () =>
  useUserMutation((userId: string) => route('DELETE /admin/users/{userId}/lifetime', { params: { userId } }));

export const useChangeUserEmail = () =>
  useUserMutation(({ userId, email }: { userId: string; email: string }) =>
    route('PUT /admin/users/{userId}/email', { params: { userId }, body: { email } }),
  );

export const useDeleteUser = () =>
  useUserMutation((userId: string) => route('DELETE /admin/users/{userId}', { params: { userId } }));

export const useSendInvitation = () =>
  useUserMutation((input: SendInvitationRequest) =>
    route('POST /admin/invitations', { body: input }, sendInvitationResponse),
  );
