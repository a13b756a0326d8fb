import { schemaLoader } from '@/lib/api-client';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';
import { useRecipeMutation } from '@/lib/recipes/recipe-mutation';

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

export const useSetVisibility = () =>
  useRecipeMutation({
    mutationFn: setVisibility,
    saved: ({ id, isPublic, visibility }) => ({ id, change: () => ({ isPublic, visibility }) }),
    // Recipes To Try holds only private recipes.
    stale: () => [{ queryKey: recipeKeys.lists() }],
  });
