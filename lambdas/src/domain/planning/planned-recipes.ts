// What a plan or menu shows of the recipes it names. A plan keeps only a recipe's id, so the recipe
// may since have been deleted, or made private by someone else (or a share revoked). Such an entry
// stays on the plan, shown as 'Recipe no longer available' with its Remove button: it never reveals
// the hidden recipe's title, and the cook sees why a meal is empty instead of it silently vanishing.
// Unavailable entries are left out of the calendar feed and the shopping list.
import type { PlannedRecipe } from '../../contracts/planning.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import { notFound } from '../../shared/errors.js';
import { currentDietary } from '../ingredients/classify-allergens.js';
import { canView, type RecipeViewer } from '../recipes/use-cases/access.js';
import type { PlanningRepositories } from './repositories.js';

export function toPlannedRecipe(recipe: RecipeRecord): PlannedRecipe {
  const total = (recipe.prepTime ?? 0) + (recipe.cookTime ?? 0);
  return {
    id: recipe.id,
    title: recipe.title,
    imageUrl: recipe.imageUrl,
    servings: recipe.servings,
    totalTime: total > 0 ? total : null,
    dietary: currentDietary(recipe.dietary),
  };
}

/** A stored row of a plan or menu: the recipe it names, its place, and who added it. */
export interface PlannedRow {
  id: string;
  recipeId: string;
  position: number;
  addedBy?: string | null;
}

/**
 * What a plan's entry and a menu's dish both show: the row, who added it, and its recipe's card from
 * `recipes` (the ones the viewer may see), or null where the recipe is no longer available.
 */
export function plannedRow(row: PlannedRow, recipes: Map<string, RecipeRecord>) {
  const recipe = recipes.get(row.recipeId);
  return {
    id: row.id,
    recipeId: row.recipeId,
    position: row.position,
    addedBy: row.addedBy ?? null,
    recipe: recipe ? toPlannedRecipe(recipe) : null,
  };
}

/** The recipes (one BatchGet) the viewer may still see, by id. */
export async function visibleRecipes(
  repos: Pick<PlanningRepositories, 'recipes'>,
  viewer: RecipeViewer,
  ids: string[],
): Promise<Map<string, RecipeRecord>> {
  if (ids.length === 0) return new Map();
  const cards = await repos.recipes.getCards(ids);
  return new Map(cards.filter((recipe) => canView(recipe, viewer)).map((recipe) => [recipe.id, recipe]));
}

/** Refuses a recipe the caller may not see: 404 like the recipe page, so private ones never leak. */
export function requireRecipesVisible(wanted: string[], visible: Map<string, RecipeRecord>): void {
  if (wanted.some((id) => !visible.has(id))) throw notFound('Recipe not found');
}
