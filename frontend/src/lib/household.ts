// The caller's household (issue 15), read once and shared by every screen that shows "added by" or
// scopes what it lists: GET /api/household, cached under one query key that the household screens (and
// live updates) invalidate when membership changes.
import type { HouseholdView } from '@contracts/households';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { route, unchecked } from './api-routes';

export const householdKeys = {
  all: ['household'] as const,
  current: () => [...householdKeys.all, 'current'] as const,
};

export const householdQuery = () =>
  queryOptions({
    queryKey: householdKeys.current(),
    queryFn: ({ signal }) => route('GET /household', { signal }, unchecked<HouseholdView>()),

    staleTime: 60_000,
  });

/** The caller's household; `enabled: false` where the reader may be signed out (Community). */
export function useHousehold({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...householdQuery(), enabled });
}

/** "You" for the caller, the member's name, or a neutral word for someone who has left. */
export function addedByLabel(names: ReadonlyMap<string, string>, userId: string, myId: string | undefined) {
  if (userId === myId) return 'you';
  return names.get(userId) ?? 'a former member';
}
