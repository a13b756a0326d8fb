import type { ProfileResponse } from '@contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useKeptRedraw } from '@/hooks/use-kept-redraw';
import { takeArrived, takeKept } from '@/lib/api-client';
import { route, routePath, unchecked } from '@/lib/api-routes';
import { activateLocale, currentLocale } from '@/lib/i18n/runtime';

/** GET /api/me's path, as main.tsx preloads it and the kept answers name it. */
export const profilePath = routePath('GET /me');

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
 * main.tsx asks for it at start: arrived by the first render, it is drawn in it; until it arrives, the
 * profile as this device kept it from the last visit is drawn (issue 35: Home's greeting has the cook's
 * name from its first paint, so a name long enough to take a second line moves nothing when the answer
 * comes). The server decides what the profile allows; the kept copy only names things.
 */
export function useProfile() {
  useKeptRedraw(profilePath);
  const query = useQuery({
    ...profileQueryOptions(),
    initialData: () => takeArrived<ProfileResponse>(profilePath),
    placeholderData: () => takeKept<ProfileResponse>(profilePath),
  });
  const language = query.data?.language;
  useEffect(() => {
    if (language && language !== currentLocale()) void activateLocale(language, { keep: true });
  }, [language]);
  return query;
}
