// Who may see and change a recipe (SPEC 6, DESIGN "API"): the owner sees and changes it; anyone may
// see a public one, and the people the owner shared it with may see it even while private, but not
// change it (403); any other private recipe does not exist for the caller (404), so its id, title and
// notes never leak. Sharing is revoked by removing the user from `sharedWith` (recipe-share.ts).
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import { type AppError, forbidden, notFound } from '../../../shared/errors.js';

export const canView = (recipe: RecipeRecord, viewerId: string) =>
  recipe.userId === viewerId || recipe.isPublic || (recipe.sharedWith?.includes(viewerId) ?? false);

export const recipeNotFound = () => notFound('Recipe not found');

export function requireVisible(recipe: RecipeRecord | null, viewerId: string): RecipeRecord {
  if (!recipe || !canView(recipe, viewerId)) throw recipeNotFound();
  return recipe;
}

/** The error for a refused owner-only action, given what is actually stored. */
export function refusal(existing: RecipeRecord | null, viewerId: string): AppError {
  return existing && canView(existing, viewerId)
    ? forbidden('Only the owner can change this recipe')
    : recipeNotFound();
}

export function requireOwner(recipe: RecipeRecord | null, viewerId: string): RecipeRecord {
  if (!recipe || recipe.userId !== viewerId) throw refusal(recipe, viewerId);
  return recipe;
}
