import { recipeCard } from '@contracts/recipe-views';
import * as z from '@contracts/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

const addRecipesResponse = z.object({ recipes: z.array(recipeCard), count: z.number() });

/** The manual form's blocks as the API reads them (strings are parsed on the server by the same contract). */
export type NewRecipeBlock = Record<string, unknown> & { title: string };

export function addRecipes(recipes: NewRecipeBlock[]) {
  return route('POST /recipes', { body: { recipes } }, addRecipesResponse);
}

export function useAddRecipes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addRecipes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
