// The household's writes (issue 15). Each answers the household as it now is and refreshes the shared
// query; joining, leaving and removal change what every screen lists, so they refresh everything.
import type { HouseholdView, InvitationPreview, UpdateHouseholdRequest } from '@contracts/households';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { householdKeys } from '@/lib/household';

function useSetsHousehold<T>(send: (input: T) => Promise<HouseholdView | undefined>, refreshAll = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (view) => {
      if (view) queryClient.setQueryData(householdKeys.current(), view);
      if (refreshAll) await queryClient.invalidateQueries();
      else await queryClient.invalidateQueries({ queryKey: householdKeys.all });
    },
  });
}

export const useUpdateHousehold = () =>
  useSetsHousehold((changes: UpdateHouseholdRequest) => api.patch<HouseholdView>('/household', changes));

export const useInvite = () =>
  useSetsHousehold((email: string) => api.post<HouseholdView>('/household/invitations', { email }));

export const useWithdrawInvitation = () =>
  useSetsHousehold(async (invitationId: string) => {
    await api.delete(`/household/invitations/${encodeURIComponent(invitationId)}`);
    return undefined;
  });

export const useRemoveMember = () =>
  useSetsHousehold(async (userId: string) => {
    await api.delete(`/household/members/${encodeURIComponent(userId)}`);
    return undefined;
  });

export const useHandOver = () =>
  useSetsHousehold((userId: string) => api.post<HouseholdView>('/household/owner', { userId }));

export const useLeaveHousehold = () =>
  useSetsHousehold(() => api.post<HouseholdView>('/household/leave', {}), true);

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['household-invitation', token],
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>(`/household-invitations/${encodeURIComponent(token)}`, undefined, signal),
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useSetsHousehold(
    () => api.post<HouseholdView>(`/household-invitations/${encodeURIComponent(token)}/accept`, {}),
    true,
  );

/** The caller's own allergies and diets (issue 38); answers the household with them. */
export const useSetEatingNeeds = (userId: string) =>
  useSetsHousehold((needs: { allergies: string[]; diets: string[] }) =>
    api.put<HouseholdView>(`/household/members/${encodeURIComponent(userId)}/eating`, needs),
  );
