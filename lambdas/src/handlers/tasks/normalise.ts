// Task Normalise, the last state of every import: the recipes found become the API's shape
// (domain/import/normalise.ts); finding none fails the import with the spec's message.
import { ImportFailure } from '../../domain/import/failures.js';
import { normaliseRecipes, type RawRecipe } from '../../domain/import/normalise.js';
import type { WorkflowState } from '../../workflows/extract-recipe.asl.js';
import { stepTask } from '../shared/step-task.js';

const FALLBACK_TITLES: Record<WorkflowState['type'], string> = {
  url: 'Untitled recipe',
  image: 'Recipe from a photo',
  pdf: 'Recipe from a PDF',
};

export async function normaliseState(state: WorkflowState): Promise<WorkflowState> {
  const recipes = normaliseRecipes(state.recipes as RawRecipe[], FALLBACK_TITLES[state.type]);
  if (recipes.length === 0) throw new ImportFailure(state.type === 'image' ? 'NoRecipeInImage' : 'NoRecipes');
  return { type: state.type, sourceUrl: state.sourceUrl ?? null, recipes };
}

export const handler = stepTask('normalise', normaliseState);
