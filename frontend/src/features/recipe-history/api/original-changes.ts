// A variant's original's later changes (issue 39): what it changed since the variant's version of it,
// and taking the chosen ones in (a new version of the variant, which the recipe page then shows).
import type { TakeOriginalChangesRequest } from '@contracts/recipe-versions';
import type { RecipeDetail } from '@contracts/recipe-views';
import { useQuery } from '@tanstack/react-query';
import { route, unchecked } from '@/lib/api-routes';
import { useTakeOffered } from '@/lib/recipes/recipe-mutation';

export const originalChangesKey = (recipeId: string) => ['original-changes', recipeId] as const;

export function useOriginalChanges(recipeId: string, enabled: boolean) {
  return useQuery({
    queryKey: originalChangesKey(recipeId),
    queryFn: ({ signal }) =>
      route('GET /recipes/{id}/original-changes', { params: { id: recipeId }, signal }, () =>
        import('@contracts/recipe-versions').then((contract) => contract.originalChanges),
      ),
    enabled,
  });
}

export const useTakeOriginalChanges = (recipeId: string) =>
  useTakeOffered(
    recipeId,
    (request: TakeOriginalChangesRequest) =>
      route(
        'POST /recipes/{id}/original-changes',
        { params: { id: recipeId }, body: request },
        unchecked<RecipeDetail>(),
      ),
    originalChangesKey(recipeId),
  );
