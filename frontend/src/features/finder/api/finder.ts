// The finder's calls: search my collection, suggestions, and saving a suggestion as my recipe.
import type { Allergen, Diet } from '@contracts/allergens';
import type { SaveSuggestionRequest, Suggestion } from '@contracts/finder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { route } from '@/lib/api-routes';
import { recipeKeys } from '@/lib/recipes/keys';

/** "Safe for everyone at home" (issue 38): the allergens to avoid and the diets to fit, when on. */
export interface SafeParams {
  avoid?: Allergen[];
  diets?: Diet[];
}

// The answers are checked against the contract, which loads with the first of them: the finder opens
// without zod (issue 35).
const finder = () => import('@contracts/finder');
const searchResponse = () => finder().then((contract) => contract.searchResponse);
const suggestResponse = () => finder().then((contract) => contract.suggestResponse);
const savedSuggestion = () => finder().then((contract) => contract.saveSuggestionResponse);

export function searchCollection({ ingredients, ...safe }: { ingredients: string[] } & SafeParams) {
  return route('POST /finder/search', { body: { ingredients, ...safe } }, searchResponse);
}

/** "Cook from what we have" (issue 38): the household's recipes ranked by its pantry. */
export function searchFromPantry(safe: SafeParams = {}) {
  const query = {
    avoid: safe.avoid?.length ? safe.avoid.join(',') : undefined,
    diets: safe.diets?.length ? safe.diets.join(',') : undefined,
  };
  return route('GET /finder/pantry', { query }, searchResponse);
}

/**
 * Suggestions leave out recipes that conflict with someone at home (issue 38, the server reads the
 * household's needs) unless `anyone` asks for every recipe; they rank by the pantry.
 */
export function suggestRecipes({ ingredients, anyone }: { ingredients: string[]; anyone?: boolean }) {
  return route(
    'POST /suggest-recipes',
    { body: { ingredients, ...(anyone ? { anyone } : {}) } },
    suggestResponse,
  );
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
  return route('POST /suggest-recipes/save', { body }, savedSuggestion);
}

export const useSearchCollection = () => useMutation({ mutationFn: searchCollection });

export const useSearchFromPantry = () => useMutation({ mutationFn: searchFromPantry });

export const useSuggestRecipes = () => useMutation({ mutationFn: suggestRecipes });

export function useSaveSuggestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSuggestion,
    // Home's lists now hold one more recipe.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: recipeKeys.lists() }),
  });
}
