// A recipe's versions (issue 39): its history a page at a time, one version whole, and a restore that
// puts the restored recipe where the recipe page reads it.
import type { VersionDetail, VersionsPage } from '@contracts/recipe-versions';
import type { RecipeDetail } from '@contracts/recipe-views';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

const versionsPath = (recipeId: string) => `/recipes/${encodeURIComponent(recipeId)}/versions`;

export const versionKeys = {
  all: (recipeId: string) => ['recipe-versions', recipeId] as const,
  one: (recipeId: string, revision: number) => ['recipe-versions', recipeId, 'version', revision] as const,
};

const versionsPage = () => import('@contracts/recipe-versions').then((contract) => contract.versionsPage);
const versionDetail = () => import('@contracts/recipe-versions').then((contract) => contract.versionDetail);

export function useVersions(recipeId: string) {
  return useInfiniteQuery({
    queryKey: versionKeys.all(recipeId),
    queryFn: ({ pageParam, signal }) =>
      api.get<VersionsPage>(
        `${versionsPath(recipeId)}${pageParam ? `?cursor=${encodeURIComponent(pageParam)}` : ''}`,
        versionsPage,
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last: VersionsPage) => last.nextCursor ?? undefined,
  });
}

export function useVersion(recipeId: string, revision: number | null) {
  return useQuery({
    queryKey: versionKeys.one(recipeId, revision ?? 0),
    queryFn: ({ signal }) =>
      api.get<VersionDetail>(`${versionsPath(recipeId)}/${revision}`, versionDetail, signal),
    enabled: revision !== null,
    // A version never changes once saved.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useRestoreVersion(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (revision: number) =>
      api.post<RecipeDetail>(`${versionsPath(recipeId)}/${revision}/restore`, {}, () =>
        import('@contracts/recipe-views').then((contract) => contract.recipeDetail),
      ),
    onSuccess: async (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: versionKeys.all(recipeId), exact: true }),
        queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
      ]);
    },
  });
}
