import {
  type ProfileResponse,
  profileResponse,
  type UnitPreference,
  type UpdateProfileRequest,
} from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import type { Locale } from '@/lib/i18n/locales';
import { keepAnswer } from '@/lib/kept-answers';
import { accountKeys, profilePath } from './get-profile';

// The changes a person makes to their own profile; each answers with the whole profile, which replaces
// the cached one.

export const updateProfile = (request: UpdateProfileRequest) =>
  route('PATCH /me', { body: request }, profileResponse);

export const setLanguage = (language: Locale) =>
  route('PUT /me/language', { body: { language } }, profileResponse);

export const setUnits = (units: UnitPreference) =>
  route('PUT /me/units', { body: { units } }, profileResponse);

function useProfileChange<Input>(send: (input: Input) => Promise<ProfileResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    // Kept as the answer to GET /api/me too: a reload (or a reload offline) draws the new name and
    // language from its first paint, not the profile read before the change (get-profile.ts).
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      void keepAnswer(profilePath, profile);
    },
  });
}

export const useUpdateProfile = () => useProfileChange(updateProfile);

/** Keeps the interface language on the profile, so it follows the person to every device (issue 37). */
export const useSetLanguage = () => useProfileChange(setLanguage);

/** Saves how the signed-in person reads amounts (US customary or metric). */
export const useSetUnits = () => useProfileChange(setUnits);
