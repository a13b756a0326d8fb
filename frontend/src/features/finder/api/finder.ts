// The finder's calls: search my collection, suggestions, and saving a suggestion as my recipe.
import {
  type SaveSuggestionRequest,
  type Suggestion,
  searchResponse,
  suggestResponse,
} from '@contracts/finder';
import { recipeCard } from '@contracts/recipe-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as z from 'zod';
import { api } from '@/lib/api-client';

/** "Safe for everyone at home" (issue 38): the allergens to avoid and the diets to fit, when on. */
export interface SafeParams {
  avoid?: string[];
  diets?: string[];
}

export function searchCollection({ ingredients, ...safe }: { ingredients: string[] } & SafeParams) {
  return api.post('/finder/search', { ingredients, ...safe }, searchResponse);
}

/** "Cook from what we have" (issue 38): the household's recipes ranked by its pantry. */
export function searchFromPantry(safe: SafeParams = {}) {
  const query = new URLSearchParams();
  if (safe.avoid?.length) query.set('avoid', safe.avoid.join(','));
  if (safe.diets?.length) query.set('diets', safe.diets.join(','));
  return api.get(`/finder/pantry${query.size ? `?${query}` : ''}`, searchResponse);
}

/**
 * Suggestions leave out recipes that conflict with someone at home (issue 38, the server reads the
 * household's needs) unless `anyone` asks for every recipe; they rank by the pantry.
 */
export function suggestRecipes({ ingredients, anyone }: { ingredients: string[]; anyone?: boolean }) {
  return api.post('/suggest-recipes', { ingredients, ...(anyone ? { anyone } : {}) }, suggestResponse);
}

export function saveSuggestion(suggestion: Suggestion) {
  const body: SaveSuggestionRequest = {
    title: suggestion.title,
    description: suggestion.description,
    ingredients: suggestion.ingredients,
    instructions: suggestion.instructions,
    prepTime: suggestion.prepTime,
    cookTime: suggestion.cookTime,
    servings: suggestion.servings,
  };
  return api.post('/suggest-recipes/save', body, z.object({ recipe: recipeCard }));
}

export const useSearchCollection = () => useMutation({ mutationFn: searchCollection });

export const useSearchFromPantry = () => useMutation({ mutationFn: searchFromPantry });

export const useSuggestRecipes = () => useMutation({ mutationFn: suggestRecipes });

export function useSaveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSuggestion,
    // Home's lists now hold one more recipe (the same prefix as recipeKeys.lists()).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['recipes', 'list'] }),
  });
}
