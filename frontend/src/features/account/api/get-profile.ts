import type { ProfileResponse } from '@contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';

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

export function useProfile() {
  return useQuery(profileQueryOptions());
}
