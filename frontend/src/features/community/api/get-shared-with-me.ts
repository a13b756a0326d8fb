import { type HomePage, homePage } from '@contracts/recipe-views';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';

export const sharedWithMeKeys = {
  all: ['shared-with-me'] as const,
  list: (q: string) => [...sharedWithMeKeys.all, q] as const,
};

/** One page of the recipes other people shared with the viewer, newest share first. */
export function getSharedWithMe(q: string, cursor: string | null, signal?: AbortSignal) {
  const query = { q: q.trim() || undefined, cursor: cursor || undefined };
  return route('GET /shares/with-me', { query, signal }, homePage);
}

export function useSharedWithMe(q: string, enabled: boolean) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: sharedWithMeKeys.list(q.trim()),
      queryFn: ({ pageParam, signal }) => getSharedWithMe(q, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (lastPage: HomePage) => lastPage.nextCursor,
      enabled,
      placeholderData: keepPreviousData,
    }),
  );
}
