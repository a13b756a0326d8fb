// The cook log (issue 39): "We cooked this" (it updates the recipe page's summary at once) and the
// household's timeline, a page at a time.
import type { CookLogPage, LogCookRequest } from '@contracts/cook-log';
import type { RecipeDetail } from '@contracts/recipe-views';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { cookLogTimelineKey } from '@/lib/cook-days';
import { recipeKeys } from '@/lib/recipes/keys';
import { uploadCookPhoto } from './cook-photo';

export const cookLogKeys = { timeline: cookLogTimelineKey };

export type LogCookInput = {
  cookedOn: string;
  cookName: string;
  servings: number | null;
  rating: number | null;
  note: string | null;
  /** A photo to upload with the entry, and what it shows. */
  photo?: File | null;
  photoAlt?: string | null;
};

export function useLogCook(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ photo, photoAlt, ...input }: LogCookInput) => {
      const body: LogCookRequest = {
        ...input,
        photo: photo ? await uploadCookPhoto(photo) : null,
        photoAlt: photo ? (photoAlt ?? null) : null,
      };
      return route('POST /recipes/{id}/cooked', { params: { id: recipeId }, body }, () =>
        import('@contracts/cook-log').then((contract) => contract.cookLogEntry),
      );
    },
    onSuccess: (entry) => {
      queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(recipeId), (recipe) => {
        if (!recipe) return recipe;
        const before = recipe.cooked ?? { count: 0, lastOn: null };
        const lastOn = before.lastOn && before.lastOn > entry.cookedOn ? before.lastOn : entry.cookedOn;
        return { ...recipe, cooked: { ...before, count: before.count + 1, lastOn } };
      });
      // The count shows at once; which version is best rated, and the latest photo, the server says when
      // the recipe is read next (marked stale, not read now: reading it at once would close Cook Mode under the cook).
      if (entry.rating !== null || entry.photo)
        void queryClient.invalidateQueries({ queryKey: recipeKeys.detail(recipeId), refetchType: 'none' });
      return queryClient.invalidateQueries({ queryKey: cookLogKeys.timeline });
    },
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
