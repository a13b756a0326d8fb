import type { ProfileResponse } from '@contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { route, unchecked } from '@/lib/api-routes';
import { activateLocale, currentLocale } from '@/lib/i18n/runtime';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

/**
 * The signed-in user's profile (GET /api/me), including whether they are an admin. Not checked against
 * the contract's schema, like the recipe list: it is asked for on every screen, and the schema would
 * bring zod into the first screen's code (issue 20).
 */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return route('GET /me', { signal }, unchecked<ProfileResponse>());
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

/**
 * The profile, and its language applied (issue 37): a language chosen in My Account on one device is the
 * one Hearth speaks on every device the person signs in on (it wins over the device's and the browser's).
 */
export function useProfile() {
  const query = useQuery(profileQueryOptions());
  const language = query.data?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) void activateLocale(language, { keep: true });
  }, [language]);
  return query;
}
