import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getRecipes } from '@/lib/recipes/get-recipes';
import { recipeQueryOptions } from '../api/get-recipe';

let keptThisSession = false;

/**
 * Reads every favourite (and its photo) once per visit while online, so the service worker has them
 * for the kitchen with no connection (issue 19), not only the recipes opened lately.
 */
export function useFavouritesOffline() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (keptThisSession || !navigator.onLine || !navigator.serviceWorker?.controller) return;
    keptThisSession = true;
    void (async () => {
      try {
        const page = await getRecipes({ filter: 'favorites', category: null, q: '' }, null);
        for (const recipe of page.recipes) {
          await queryClient.prefetchQuery(recipeQueryOptions(recipe.id));
          if (recipe.imageUrl?.startsWith('/api/')) await fetch(recipe.imageUrl).catch(() => undefined);
        }
      } catch {
        keptThisSession = false;
      }
    })();
  }, [queryClient]);
}
