// What 'Add Week to Shopping List' sends: each available recipe once, scaled by how many times it is
// planned (a soup on Monday and Thursday needs its ingredients twice). Unavailable recipes are skipped.
import type { MealPlanEntry } from '@contracts/planning';

export function shoppingRequestFor(entries: MealPlanEntry[]): { recipeId: string; servings?: number }[] {
  const counts = new Map<string, { times: number; servings: number | null }>();
  for (const entry of entries) {
    if (!entry.recipe) continue;
    const seen = counts.get(entry.recipe.id);
    counts.set(entry.recipe.id, { times: (seen?.times ?? 0) + 1, servings: entry.recipe.servings });
  }
  return [...counts].map(([recipeId, { times, servings }]) =>
    // SPEC 9: a recipe without servings counts as 1 serving.
    times === 1 ? { recipeId } : { recipeId, servings: times * (servings ?? 1) },
  );
}
