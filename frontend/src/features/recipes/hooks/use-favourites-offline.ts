import { useQueryClient } from '@tanstack/react-query';
import { useKeptForOffline } from '@/hooks/use-kept-for-offline';
import { getRecipes } from '@/lib/recipes/get-recipes';

/** Reads every favourite (and its photo) once per visit, not only the recipes opened lately. */
export function useFavouritesOffline() {
  const queryClient = useQueryClient();
  useKeptForOffline('favourites', async () => {
    // Loaded here, once the page is idle: the recipe's schema is no part of the screen that asks.
    const { recipeQueryOptions } = await import('../api/get-recipe');
    const page = await getRecipes({ filter: 'favorites', category: null, q: '' }, null);
    for (const recipe of page.recipes) {
      await queryClient.prefetchQuery(recipeQueryOptions(recipe.id));
      if (recipe.imageUrl?.startsWith('/api/')) await fetch(recipe.imageUrl).catch(() => undefined);
    }
  });
}
