import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

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
  return useRecipeMutation({
    mutationFn: setFavorite,
    optimistic: ({ id, favorite }) => ({
      id,
      change: (recipe) => ({ viewer: { ...recipe.viewer, favorite } }),
    }),
    settled: () => [
      {
        queryKey: recipeKeys.lists(),
        predicate: (query) => (query.queryKey[2] as { filter?: string } | undefined)?.filter === 'favorites',
      },
    ],
  });
}
