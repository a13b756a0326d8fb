// The household's writes (issue 15). Each answers the household as it now is and refreshes the shared
// query; joining, leaving and removal change what every screen lists, so they refresh everything.
import type { Allergen, Diet } from '@contracts/allergens';
import type { HouseholdView, InvitationPreview, UpdateHouseholdRequest } from '@contracts/households';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
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
  useSetsHousehold((changes: UpdateHouseholdRequest) =>
    route('PATCH /household', { body: changes }, unchecked<HouseholdView>()),
  );

export const useInvite = () =>
  useSetsHousehold((email: string) =>
    route('POST /household/invitations', { body: { email } }, unchecked<HouseholdView>()),
  );

export const useWithdrawInvitation = () =>
  useSetsHousehold(async (invitationId: string) => {
    await route('DELETE /household/invitations/{invitationId}', { params: { invitationId } });
    return undefined;
  });

export const useRemoveMember = () =>
  useSetsHousehold(async (userId: string) => {
    await route('DELETE /household/members/{userId}', { params: { userId } });
    return undefined;
  });

export const useHandOver = () =>
  useSetsHousehold((userId: string) =>
    route('POST /household/owner', { body: { userId } }, unchecked<HouseholdView>()),
  );

export const useLeaveHousehold = () =>
  useSetsHousehold(() => route('POST /household/leave', { body: {} }, unchecked<HouseholdView>()), true);

export const useInvitationPreview = (token: string) =>
  useQuery({
    queryKey: ['household-invitation', token],
    queryFn: ({ signal }) =>
      route(
        'GET /household-invitations/{token}',
        { params: { token }, signal },
        unchecked<InvitationPreview>(),
      ),
    retry: false,
  });

export const useAcceptInvitation = (token: string) =>
  useSetsHousehold(
    () =>
      route(
        'POST /household-invitations/{token}/accept',
        { params: { token }, body: {} },
        unchecked<HouseholdView>(),
      ),
    true,
  );

/** The caller's own allergies and diets (issue 38); answers the household with them. */
export const useSetEatingNeeds = (userId: string) =>
  useSetsHousehold((needs: { allergies: Allergen[]; diets: Diet[] }) =>
    route(
      'PUT /household/members/{userId}/eating',
      { params: { userId }, body: needs },
      unchecked<HouseholdView>(),
    ),
  );
