import type { GenerateCodeRequest, InvitationCodeList, InvitationCodeView } from '@contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { adminKeys } from './admin-keys';

// The panel's first reads are typed by the contract but not parsed with it; the answers to changes are
// checked against it, loaded (with zod) with the first answer, so the panel opens without them (issue 35).
const admin = () => import('@contracts/admin');
const invitationCode = () => admin().then((contract) => contract.invitationCode);

/** Every invitation code, newest first (the panel shows the latest 100). */
export const invitationCodesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.codes(),
    queryFn: ({ signal }) =>
      route(
        'GET /admin/invitation-codes',
        { query: { limit: 100 }, signal },
        unchecked<InvitationCodeList>(),
      ),
  });

export function useInvitationCodes() {
  return useQuery(invitationCodesQueryOptions());
}

export function useGenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateCodeRequest) =>
      route('POST /admin/invitation-codes', { body: input }, invitationCode),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.codes() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}

export function useDeactivateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string): Promise<InvitationCodeView> =>
      route('POST /admin/invitation-codes/{code}/deactivate', { params: { code }, body: {} }, invitationCode),

    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.codes() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
