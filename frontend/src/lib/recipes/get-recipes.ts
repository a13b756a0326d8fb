import type { HomePage } from '@contracts/recipe-views';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useKeptRedraw } from '@/hooks/use-kept-redraw';
import { api, takeArrived, takeKept } from '@/lib/api-client';
import { cursorPagesOptions } from '@/lib/query-pages';
import { type RecipeListParams, recipeKeys, recipesPath } from '@/lib/recipes/keys';

/**
 * One page of Home (GET /api/recipes), continuing from `cursor`. Typed by the contract but not parsed
 * with its schema: Home's first cards would otherwise wait for zod and every recipe schema to load and
 * build (issue 19's blocking time); the server writes these pages from the same types.
 */
export function getRecipes(params: RecipeListParams, cursor: string | null, signal?: AbortSignal) {
  // The path is the typed client's (recipesPath): main.tsx preloads the same one, which this takes.

  return api.get<HomePage>(recipesPath(params, cursor), undefined, signal);
}

export const recipesQueryOptions = (params: RecipeListParams) =>
  cursorPagesOptions(recipeKeys.list(params), (cursor, signal) => getRecipes(params, cursor, signal));

/** Home's first page if main.tsx's early request for it has already come back (issue 20). */
function arrivedFirstPage(params: RecipeListParams) {
  const page = takeArrived<HomePage>(recipesPath(params, null));
  return page ? { pages: [page], pageParams: [null] } : undefined;
}

/**
 * Home's first page as the cook last saw it (kept by the service worker) while the fresh one is on its
 * way: drawn as placeholder data, so a reload shows the cards at once; the answer replaces them, and
 * nothing reads more pages from it (recipe-grid.tsx waits while isPlaceholderData).
 */
function keptFirstPage(params: RecipeListParams) {
  const page = takeKept<HomePage>(recipesPath(params, null));
  return page ? { pages: [page], pageParams: [null] } : undefined;
}

export function useRecipes(params: RecipeListParams, enabled = true) {
  // Drawn before the kept page was read, Home draws again once it has been (placeholderData is asked
  // each render), unless the fresh page has come first.
  useKeptRedraw(recipesPath(params, null));
  return useInfiniteQuery({
    ...recipesQueryOptions(params),
    enabled,
    // While the search changes, the previous results stay on screen instead of flashing a spinner; on a
    // reload, what the cook saw last time does until the first page comes.
    placeholderData: (previous) => keepPreviousData(previous) ?? keptFirstPage(params),
    // The first page asked for beside the code, already here: the cards come with the first render.
    initialData: () => arrivedFirstPage(params),
  });
}
