// A recipe's versions (issue 39): its history a page at a time, one version whole, and a restore that
// puts the restored recipe where the recipe page reads it.
import type { VersionsPage } from '@contracts/recipe-versions';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { cursorPagesOptions } from '@/lib/query-pages';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

export const versionKeys = {
  all: recipeKeys.versions,
  one: (recipeId: string, revision: number) => ['recipe-versions', recipeId, 'version', revision] as const,
};

// The history's first read is typed by the contract but not parsed with it, like Home's cards: the
// screen does not wait for zod (issue 35). A version opened, a smaller read after a click, is checked.
const versionDetail = () => import('@contracts/recipe-versions').then((contract) => contract.versionDetail);

export function useVersions(recipeId: string) {
  return useInfiniteQuery(
    cursorPagesOptions(versionKeys.all(recipeId), (cursor, signal) =>
      route(
        'GET /recipes/{id}/versions',
        { params: { id: recipeId }, query: { cursor: cursor || undefined }, signal },
        unchecked<VersionsPage>(),
      ),
    ),
  );
}

export function useVersion(recipeId: string, revision: number | null) {
  return useQuery({
    queryKey: versionKeys.one(recipeId, revision ?? 0),
    queryFn: ({ signal }) =>
      route(
        'GET /recipes/{id}/versions/{revision}',
        { params: { id: recipeId, revision: String(revision) }, signal },
        versionDetail,
      ),
    enabled: revision !== null,
    // A version never changes once saved.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRestoreVersion(recipeId: string) {
  return useRecipeMutation({
    mutationFn: (revision: number) =>
      route(
        'POST /recipes/{id}/versions/{revision}/restore',
        { params: { id: recipeId, revision: String(revision) }, body: {} },
        () => import('@contracts/recipe-views').then((contract) => contract.recipeDetail),
      ),
    saved: (recipe) => ({ id: recipe.id, recipe }),
    stale: () => [{ queryKey: versionKeys.all(recipeId), exact: true }, { queryKey: recipeKeys.lists() }],
  });
}
