// Who may see and change a recipe (SPEC 6, DESIGN "API", issue 15): the rules live in one module,
// domain/access/policy.ts; this file says them in the recipe area's words and errors. The owner sees and
// changes it; their household sees a household or public one; anyone sees a public one; the people the
// owner shared it with see it even while private; none of those may change it (403); any other recipe
// does not exist for the caller (404), so its id, title and notes never leak.
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import { type AppError, forbidden, notFound } from '../../../shared/errors.js';
import { canSee, type Viewer } from '../../access/policy.js';

/** A caller as the policy needs them; a bare user id is a caller in no household (sees less, never more). */
export type RecipeViewer = string | Viewer;

const viewerOf = (viewer: RecipeViewer): Viewer => (typeof viewer === 'string' ? { userId: viewer } : viewer);

/**
 * The household as a whole, no member in particular (a calendar link any member may hold): it sees its
 * members' household and public recipes and nobody's private ones. Its id can be no user's.
 */
export const householdViewer = (householdId: string): Viewer => ({
  userId: `household#${householdId}`,
  householdId,
});

/** The user id of a viewer. */
export const viewerIdOf = (viewer: RecipeViewer): string => viewerOf(viewer).userId;

const asThing = (recipe: RecipeRecord) => ({
  ownerId: recipe.userId,
  householdId: recipe.householdId,
  visibility: recipe.visibility,
  sharedWith: recipe.sharedWith,
});

export const canView = (recipe: RecipeRecord, viewer: RecipeViewer) =>
  canSee(viewerOf(viewer), asThing(recipe));

export const recipeNotFound = () => notFound('Recipe not found');

export function requireVisible(recipe: RecipeRecord | null, viewer: RecipeViewer): RecipeRecord {
  if (!recipe || !canView(recipe, viewer)) throw recipeNotFound();
  return recipe;
}

/** The error for a refused owner-only action, given what is actually stored. */
export function refusal(existing: RecipeRecord | null, viewer: RecipeViewer): AppError {
  return existing && canView(existing, viewer)
    ? forbidden('Only the owner can change this recipe')
    : recipeNotFound();
}

export function requireOwner(recipe: RecipeRecord | null, viewer: RecipeViewer): RecipeRecord {
  if (!recipe || recipe.userId !== viewerOf(viewer).userId) throw refusal(recipe, viewer);
  return recipe;
}
