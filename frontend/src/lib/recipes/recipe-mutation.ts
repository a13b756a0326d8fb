// One way to save a change to a recipe (issue 34): post it, then bring the cached recipe page and
// whatever else shows the recipe up to date. Each hook says only what its answer changes.
import type { RecipeDetail } from '@contracts/recipe-views';
import {
  type InvalidateQueryFilters,
  type QueryKey,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from './keys';
import { patchCachedRecipe } from './patch-recipe-cache';

type Change = (recipe: RecipeDetail) => Partial<RecipeDetail>;

/** How the cached recipe page follows a saved change. */
export type RecipePageUpdate =
  /** The answer is the recipe as now kept (a new version): it replaces the page. */
  | { id: string; recipe: RecipeDetail }
  /** The answer says what changed: merged into the page, if it is cached. */
  | { id: string; change: Change };

export type RecipeMutation<TInput, TResult> = {
  mutationFn: (input: TInput) => Promise<TResult>;
  /** Shown on the recipe page at once, and rolled back if the server refuses. */
  optimistic?: (input: TInput) => { id: string; change: Change };
  /** The recipe page once saved. */
  saved?: (result: TResult, input: TInput) => RecipePageUpdate;
  /** What else shows the change, marked stale once it is saved (the mutation waits for them). */
  stale?: (result: TResult, input: TInput) => InvalidateQueryFilters[];
  /** Marked stale however it ends: saved, refused or rolled back. */
  settled?: (input: TInput) => InvalidateQueryFilters[];
};

export function useRecipeMutation<TInput, TResult>({
  mutationFn,
  optimistic,
  saved,
  stale,
  settled,
}: RecipeMutation<TInput, TResult>) {
  const queryClient = useQueryClient();
  const invalidate = (filters: InvalidateQueryFilters[] = []) =>
    Promise.all(filters.map((filter) => queryClient.invalidateQueries(filter)));
  return useMutation({
    mutationFn,
    onMutate: async (input: TInput) => {
      if (!optimistic) return undefined;
      const { id, change } = optimistic(input);
      await queryClient.cancelQueries({ queryKey: recipeKeys.detail(id) });
      return { id, before: patchCachedRecipe(queryClient, id, change) };
    },
    onError: (_error, _input, context) => {
      if (context?.before)
        queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(context.id), context.before);
    },
    onSuccess: (result, input) => {
      const update = saved?.(result, input);
      if (update && 'recipe' in update) queryClient.setQueryData(recipeKeys.detail(update.id), update.recipe);
      else if (update) patchCachedRecipe(queryClient, update.id, update.change);
      return invalidate(stale?.(result, input));
    },
    onSettled: (_result, _error, input) => invalidate(settled?.(input)),
  });
}

/**
 * Taking what the recipe page offered (an original's later changes, a re-read's lines): the answer is
 * the recipe as now kept, a new version, so the page shows it and the history reads again; taken, left
 * or refused (the recipe changed meanwhile), the offer (`offered`) is looked at again.
 */
export function useTakeOffered<TInput>(
  recipeId: string,
  take: (input: TInput) => Promise<RecipeDetail>,
  offered: QueryKey,
) {
  return useRecipeMutation({
    mutationFn: take,
    saved: (recipe) => ({ id: recipeId, recipe }),
    stale: () => [{ queryKey: recipeKeys.versions(recipeId) }],
    settled: () => [{ queryKey: offered }],
  });
}

/** Add to My Collection, or Save from Community: a private copy of someone else's recipe (SPEC 4). */
export async function copyRecipe(id: string) {
  // The schema loads with the first copy: every card offers the button, and Home shows cards first.
  const { recipeCard } = await import('@contracts/recipe-views');
  return route('POST /recipes/{id}/copy', { params: { id }, body: {} }, recipeCard);
}

/** The copy appears on Home. */
export const useCopyRecipe = () =>
  useRecipeMutation({ mutationFn: copyRecipe, stale: () => [{ queryKey: recipeKeys.lists() }] });
