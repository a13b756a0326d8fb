import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

// The sharing contract's schemas load with the first answer: the Share dialog opens seldom.
const sharesSchema = () => import('@contracts/sharing').then((contract) => contract.recipeSharesResponse);
const shareSchema = () => import('@contracts/sharing').then((contract) => contract.shareRecipeResponse);

const sharesKey = (recipeId: string) => [...recipeKeys.detail(recipeId), 'shares'] as const;

/** Who the owner shared a recipe with (owner only). */
export const recipeSharesQueryOptions = (recipeId: string) =>
  queryOptions({
    queryKey: sharesKey(recipeId),
    queryFn: ({ signal }) =>
      route('GET /recipes/{id}/shares', { params: { id: recipeId }, signal }, sharesSchema),
  });

export function useRecipeShares(recipeId: string, enabled: boolean) {
  return useQuery({ ...recipeSharesQueryOptions(recipeId), enabled });
}

/** Shares a recipe with the person whose Hearth account uses `email`. */
export function useShareRecipe(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      route('POST /recipes/{id}/shares', { params: { id: recipeId }, body: { email } }, shareSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(recipeId) }),
  });
}

/** Takes a person's access away at once. */
export function useRevokeShare(recipeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      route('DELETE /recipes/{id}/shares/{userId}', { params: { id: recipeId, userId } }, unchecked<void>()),

    onSuccess: () => queryClient.invalidateQueries({ queryKey: sharesKey(recipeId) }),
  });
}
