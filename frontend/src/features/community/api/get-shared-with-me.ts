import type { HomePage } from '@contracts/recipe-views';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { cursorPagesOptions } from '@/lib/query-pages';

export const sharedWithMeKeys = {
  all: ['shared-with-me'] as const,
  list: (q: string) => [...sharedWithMeKeys.all, q] as const,
};

/** One page of the recipes other people shared with the viewer, newest share first. */
export function getSharedWithMe(q: string, cursor: string | null, signal?: AbortSignal) {
  const query = { q: q.trim() || undefined, cursor: cursor || undefined };
  // A first read, typed but not checked, as Home's own lists are (issue 35).
  return route('GET /shares/with-me', { query, signal }, unchecked<HomePage>());
}

export function useSharedWithMe(q: string, enabled: boolean) {
  return useInfiniteQuery({
    ...cursorPagesOptions(sharedWithMeKeys.list(q.trim()), (cursor, signal) =>
      getSharedWithMe(q, cursor, signal),
    ),
    enabled,
    placeholderData: keepPreviousData,
  });
}
