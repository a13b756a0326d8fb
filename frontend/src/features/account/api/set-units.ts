import { profileResponse, type UnitPreference } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { accountKeys } from './get-profile';

export function setUnits(units: UnitPreference) {
  return route('PUT /me/units', { body: { units } }, profileResponse);
}

/** Saves how the signed-in person reads amounts (US customary or metric). */
export function useSetUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUnits,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
