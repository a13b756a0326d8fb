import { type ProfileResponse, profileResponse } from '@contracts/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const accountKeys = {
  all: ['account'] as const,
  profile: () => [...accountKeys.all, 'profile'] as const,
};

/** The signed-in user's profile (GET /api/me), including whether they are an admin. */
export function getProfile(signal?: AbortSignal): Promise<ProfileResponse> {
  return api.get('/me', profileResponse, signal);
}

export const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export function useProfile() {
  return useQuery(profileQueryOptions());
}
