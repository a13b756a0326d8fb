import { recipeDetail } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type RouteBody, route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

export function updateRecipe({ id, changes }: { id: string; changes: RouteBody<'PATCH /recipes/{id}'> }) {
  return route('PATCH /recipes/{id}', { params: { id }, body: changes }, recipeDetail);
}

export function useUpdateRecipe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRecipe,
    onSuccess: (recipe) => {
      queryClient.setQueryData(recipeKeys.detail(recipe.id), recipe);
      return queryClient.invalidateQueries({ queryKey: recipeKeys.lists() });
    },
  });
}
