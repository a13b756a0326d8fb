import {
  type GenerateCodeRequest,
  type InvitationCodeView,
  invitationCode,
  invitationCodeList,
} from '@contracts/admin';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

/** Every invitation code, newest first (the panel shows the latest 100). */
export const invitationCodesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.codes(),
    queryFn: ({ signal }) => api.get('/admin/invitation-codes?limit=100', invitationCodeList, signal),
  });

export function useInvitationCodes() {
  return useQuery(invitationCodesQueryOptions());
}

export function useGenerateCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GenerateCodeRequest) => api.post('/admin/invitation-codes', input, invitationCode),
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
      api.post(`/admin/invitation-codes/${encodeURIComponent(code)}/deactivate`, {}, invitationCode),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.codes() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
  });
}
