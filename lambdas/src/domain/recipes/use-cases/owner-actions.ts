// Owner-only single-field changes and deletion. Each is one conditional write (userId = caller); a
// refused write hands back what is stored, so a stranger learns nothing about a private recipe (404)
// and gets 403 on a public one.
import type { DietaryCorrection, DietaryInfo } from '../../../contracts/allergens.js';
import type { Visibility } from '../../../contracts/recipes.js';
import type { OwnedWrite, RecipeRecord } from '../../../data/entities/recipe.js';
import { conflict } from '../../../shared/errors.js';
import { applyCorrection, classifyIngredients } from '../../ingredients/classify-allergens.js';
import { type RecipeViewer, recipeNotFound, refusal, requireOwner, viewerIdOf } from './access.js';
import type { Clock, RecipeRepositories } from './repositories.js';

function owned(result: OwnedWrite, caller: RecipeViewer): RecipeRecord {
  if (!result.ok) throw refusal(result.existing, caller);
  return result.recipe;
}

/** Saves the owner's personal notes. */
export async function saveNotes(
  repos: Pick<RecipeRepositories, 'recipes'>,
  caller: RecipeViewer,
  recipeId: string,
  notes: string | null,
  clock: Clock,
) {
  const callerId = viewerIdOf(caller);
  const recipe = owned(
    await repos.recipes.setNotes(recipeId, callerId, notes, clock().toISOString()),
    caller,
  );
  return { id: recipe.id, notes: recipe.notes };
}

/**
 * The owner corrects what the badges say ("this stock is vegetable stock", issue 38): the recipe is
 * classified again from its ingredients with the correction applied, and the correction is kept in the
 * stored classification, so later edits apply it too. One read, one conditional write.
 */
export async function correctDietary(
  repos: Pick<RecipeRepositories, 'recipes'>,
  caller: RecipeViewer,
  recipeId: string,
  correction: DietaryCorrection,
): Promise<{ dietary: DietaryInfo }> {
  const callerId = viewerIdOf(caller);
  const read = await repos.recipes.getWithLinks(recipeId);
  const recipe = requireOwner(read?.recipe ?? null, caller);
  const classified = classifyIngredients(recipe.ingredients);
  // Only lines that could not be checked are kept as checked (not whatever else was sent).
  const unknown = new Set(classified.unknown ?? []);
  const checked = (correction.checked ?? []).filter((line) => unknown.has(line));
  const dietary = applyCorrection(classified, {
    notContains: correction.notContains,
    fits: correction.fits,
    note: correction.note,
    ...(checked.length > 0 ? { checked } : {}),
  });
  const result = await repos.recipes.setDietary(recipe, callerId, dietary);
  if (!result.ok) {
    if (result.existing?.userId === callerId)
      throw conflict('This recipe was changed elsewhere. Reload it and try again.');
    throw refusal(result.existing, caller);
  }
  return { dietary };
}

/** Saves the recipe's video link. */
export async function saveVideoLink(
  repos: Pick<RecipeRepositories, 'recipes'>,
  caller: RecipeViewer,
  recipeId: string,
  videoUrl: string | null,
  clock: Clock,
) {
  const callerId = viewerIdOf(caller);
  const recipe = owned(
    await repos.recipes.setVideoUrl(recipeId, callerId, videoUrl, clock().toISOString()),
    caller,
  );
  return { id: recipe.id, videoUrl: recipe.videoUrl };
}

/** Sets who sees a recipe: only its owner, the household, or everyone ('Recipe is now public' / ...). */
export async function setVisibility(
  repos: Pick<RecipeRepositories, 'recipes'>,
  caller: RecipeViewer,
  recipeId: string,
  visibility: Visibility,
  clock: Clock,
) {
  const callerId = viewerIdOf(caller);
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const current = requireOwner(await repos.recipes.get(recipeId), caller);
    const result = await repos.recipes.setVisibility(current, callerId, visibility, clock().toISOString());
    // Refused although it is ours: the owner's rating changed in between; read again.
    if (!result.ok && result.existing?.userId === callerId) continue;
    const recipe = owned(result, caller);
    return { id: recipe.id, isPublic: recipe.isPublic, visibility: recipe.visibility };
  }
  throw conflict('This recipe was changed elsewhere. Reload it and try again.');
}

/** Deletes a recipe, its links and everyone's ratings and favorites of it. */
export async function deleteRecipe(
  repos: {
    recipes: Pick<RecipeRepositories['recipes'], 'delete'>;
    viewerStates: Pick<RecipeRepositories['viewerStates'], 'deleteAllOfRecipe'>;
  },
  caller: RecipeViewer,
  recipeId: string,
): Promise<void> {
  const callerId = viewerIdOf(caller);
  const result = await repos.recipes.delete(recipeId, callerId);
  if (!result.ok) throw result.existing ? refusal(result.existing, caller) : recipeNotFound();
  await repos.viewerStates.deleteAllOfRecipe(recipeId);
}
