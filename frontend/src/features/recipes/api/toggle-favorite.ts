import type { RecipeDetail } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

const favoriteResponse = schemaLoader((z) => z.object({ recipeId: z.string(), favorite: z.boolean() }));

export function setFavorite({ id, favorite }: { id: string; favorite: boolean }) {
  return route(
    favorite ? 'PUT /recipes/{id}/favorite' : 'DELETE /recipes/{id}/favorite',
    { params: { id } },
    favoriteResponse,
  );
}

/** The heart: optimistic, rolled back when the server refuses. */
export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ id, favorite }) => {
      await queryClient.cancelQueries({ queryKey: recipeKeys.detail(id) });
      const before = patchCachedRecipe(queryClient, id, (recipe) => ({
        viewer: { ...recipe.viewer, favorite },
      }));
      return { before };
    },
    onError: (_error, { id }, context) => {
      if (context?.before) queryClient.setQueryData<RecipeDetail>(recipeKeys.detail(id), context.before);
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: recipeKeys.lists(),
        predicate: (query) => (query.queryKey[2] as { filter?: string } | undefined)?.filter === 'favorites',
      }),
  });
}
