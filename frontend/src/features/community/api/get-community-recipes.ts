import type { CommunityPage } from '@contracts/community';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { cursorPagesOptions } from '@/lib/query-pages';

export const communityKeys = {
  all: ['community'] as const,
  list: (q: string, safe: SafeParams = {}) => [...communityKeys.all, 'list', q, safe] as const,
};

/** One page of community recipes (public: no sign-in needed), searched by `q` when given. */
/** "Safe for everyone at home" (issue 38), for a signed-in reader: allergens to avoid, diets to fit. */
export interface SafeParams {
  avoid?: string[];
  diets?: string[];
}

export function getCommunityRecipes(
  q: string,
  cursor: string | null,
  signal?: AbortSignal,
  safe: SafeParams = {},
) {
  const query = {
    q: q.trim() || undefined,
    avoid: safe.avoid?.length ? safe.avoid.join(',') : undefined,
    diets: safe.diets?.length ? safe.diets.join(',') : undefined,
    cursor: cursor || undefined,
  };
  // Typed by the contract but not parsed with it, like Home's cards: Community, the first screen a
  // visitor may meet, draws without waiting for zod (issue 35).
  return route('GET /community/recipes', { query, signal }, unchecked<CommunityPage>());
}

export const communityRecipesQueryOptions = (q: string, safe: SafeParams = {}) =>
  cursorPagesOptions(communityKeys.list(q.trim(), safe), (cursor, signal) =>
    getCommunityRecipes(q, cursor, signal, safe),
  );

export function useCommunityRecipes(q: string, safe: SafeParams = {}) {
  // While the search changes, the previous results stay on screen instead of flashing a spinner.
  return useInfiniteQuery({ ...communityRecipesQueryOptions(q, safe), placeholderData: keepPreviousData });
}
