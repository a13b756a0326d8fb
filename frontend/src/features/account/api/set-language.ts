import { profileResponse } from '@contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import type { Locale } from '@/lib/i18n/locales';
import { accountKeys } from './get-profile';

export function setLanguage(language: Locale) {
  return route('PUT /me/language', { body: { language } }, profileResponse);
}

/** Keeps the interface language on the profile, so it follows the person to every device (issue 37). */
export function useSetLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLanguage,
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
