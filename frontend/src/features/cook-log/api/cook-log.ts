// The cook log (issue 39): "We cooked this" (it updates the recipe page's summary at once) and the
// household's timeline, a page at a time.
import type { CookLogPage, LogCookRequest } from '@contracts/cook-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { CookedInput } from '@/components/cooked-dialog';
import { route } from '@/lib/api-routes';
import { cookLogTimelineKey } from '@/lib/cook-days';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';
import { uploadCookPhoto } from './cook-photo';

export const cookLogKeys = { timeline: cookLogTimelineKey };

export function useLogCook(recipeId: string) {
  return useRecipeMutation({
    mutationFn: async ({ photo, photoAlt, ...input }: CookedInput) => {
      const body: LogCookRequest = {
        ...input,
        photo: photo ? await uploadCookPhoto(photo) : null,
        photoAlt: photo ? (photoAlt ?? null) : null,
      };
      return route('POST /recipes/{id}/cooked', { params: { id: recipeId }, body }, () =>
        import('@contracts/cook-log').then((contract) => contract.cookLogEntry),
      );
    },
    saved: (entry) => ({
      id: recipeId,
      change: (recipe) => {
        const before = recipe.cooked ?? { count: 0, lastOn: null };
        const lastOn = before.lastOn && before.lastOn > entry.cookedOn ? before.lastOn : entry.cookedOn;
        return { cooked: { ...before, count: before.count + 1, lastOn } };
      },
    }),
    // The count shows at once; which version is best rated, and the latest photo, the server says when
    // the recipe is read next (marked stale, not read now: reading it at once would close Cook Mode under the cook).
    stale: (entry) => [
      ...(entry.rating !== null || entry.photo
        ? [{ queryKey: recipeKeys.detail(recipeId), refetchType: 'none' as const }]
        : []),
      { queryKey: cookLogKeys.timeline },
    ],
  });
}

export function useCookTimeline() {
  return useInfiniteQuery({
    queryKey: cookLogKeys.timeline,
    queryFn: ({ pageParam, signal }) =>
      route('GET /cook-log', { query: { cursor: pageParam || undefined }, signal }, () =>
        import('@contracts/cook-log').then((contract) => contract.cookLogPage),
      ),

    initialPageParam: '',
    getNextPageParam: (last: CookLogPage) => last.nextCursor ?? undefined,
  });
}
