import type { RecipeSharesResponse, ShareRecipeResponse } from '@contracts/sharing';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { recipeKeys } from '@/lib/recipes/keys';

// The sharing contract's schemas load with the first answer: the Share dialog opens seldom.
const sharesSchema = () => import('@contracts/sharing').then((contract) => contract.recipeSharesResponse);
const shareSchema = () => import('@contracts/sharing').then((contract) => contract.shareRecipeResponse);

const sharesKey = (recipeId: string) => [...recipeKeys.detail(recipeId), 'shares'] as const;
const path = (recipeId: string) => `/recipes/${encodeURIComponent(recipeId)}/shares`;

/** Who the owner shared a recipe with (owner only). */
export const recipeSharesQueryOptions = (recipeId: string) =>
  queryOptions({
    queryKey: sharesKey(recipeId),
    queryFn: ({ signal }) => api.get<RecipeSharesResponse>(path(recipeId), sharesSchema, signal),
  });

export function useRecipeShares(recipeId: string, enabled: boolean) {
  return useQuery({ ...recipeSharesQueryOptions(recipeId), enabled });
}

/** Shares a recipe with the person whose Hearth account uses `email`. */
export function useShareRecipe(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.post<ShareRecipeResponse>(path(recipeId), { email }, shareSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(recipeId) }),
  });
}

/** Takes a person's access away at once. */
export function useRevokeShare(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) => api.delete<void>(`${path(recipeId)}/${encodeURIComponent(userId)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(recipeId) }),
  });
}
