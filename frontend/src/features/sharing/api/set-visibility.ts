import { useMutation, useQueryClient } from '@tanstack/react-query';
import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { patchCachedRecipe } from '@/lib/recipes/patch-recipe-cache';

const setVisibilityResponse = schemaLoader((z) =>
  z.object({
    id: z.string(),
    isPublic: z.boolean(),
    visibility: z.enum(['private', 'household', 'public']),
  }),
);

export function setVisibility({ id, isPublic }: { id: string; isPublic: boolean }) {
  return route('PUT /recipes/{id}/visibility', { params: { id }, body: { isPublic } }, setVisibilityResponse);
}

export function useSetVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVisibility,
    onSuccess: ({ id, isPublic, visibility }) => {
      patchCachedRecipe(queryClient, id, () => ({ isPublic, visibility }));
      // Recipes To Try holds only private recipes.
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
