import { type CommunityPage, communityPage } from '@contracts/community';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const communityKeys = {
  all: ['community'] as const,
  list: (q: string) => [...communityKeys.all, 'list', q] as const,
};

/** One page of community recipes (public: no sign-in needed), searched by `q` when given. */
export function getCommunityRecipes(q: string, cursor: string | null, signal?: AbortSignal) {
  const search = new URLSearchParams();
  if (q.trim()) search.set('q', q.trim());
  if (cursor) search.set('cursor', cursor);
  return api.get(`/community/recipes?${search}`, communityPage, signal);
}

export const communityRecipesQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: communityKeys.list(q.trim()),
    queryFn: ({ pageParam, signal }) => getCommunityRecipes(q, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage: CommunityPage) => lastPage.nextCursor,
  });

export function useCommunityRecipes(q: string) {
  // While the search changes, the previous results stay on screen instead of flashing a spinner.
  return useInfiniteQuery({ ...communityRecipesQueryOptions(q), placeholderData: keepPreviousData });
}
