// Import (SPEC 5): a web address, or a photo or PDF the caller uploaded, becomes one or more recipes
// for the user to review; nothing is saved here. A file must be under the caller's own prefix (any
// other key is 'not found'). For a web address, the caller's existing recipe from the same page, if
// any, is named so the UI can say so. A PDF's recipes link back to the uploaded original (pdfUrl), so
// it is kept with whatever the user saves.
import {
  type ExtractRecipeRequest,
  type ExtractRecipeResponse,
  extractedRecipe,
} from '../../contracts/extraction.js';
import { AppError, notFound } from '../../shared/errors.js';
import { failureAnswer } from './failures.js';
import { isOwnRecipeFile, recipeFilePath } from './recipe-files.js';
import type { ExtractRecipeWorkflow } from './workflow-port.js';

export interface RecipeSourceLookup {
  findRecipeId(userId: string, address: string): Promise<string | null>;
}

export interface ExtractRecipeDeps {
  workflow: ExtractRecipeWorkflow;
  sources: RecipeSourceLookup;
}

const workflowOutput = extractedRecipe.array();

export async function extractRecipe(
  deps: ExtractRecipeDeps,
  userId: string,
  request: ExtractRecipeRequest,
): Promise<ExtractRecipeResponse> {
  if (request.type !== 'url' && !isOwnRecipeFile(userId, request.key, request.type))
    throw notFound('That file was not found. Please upload it again.');
  const outcome = await deps.workflow.run(request);
  if (outcome.status === 'failed') {
    const answer = failureAnswer(outcome.error, outcome.cause);
    throw new AppError(answer.statusCode, answer.code, answer.message);
  }
  const output = outcome.output as { recipes?: unknown; sourceUrl?: unknown };
  const parsed = workflowOutput.parse(output.recipes);
  const recipes =
    request.type === 'pdf'
      ? parsed.map((recipe) => ({ ...recipe, pdfUrl: recipeFilePath(request.key) }))
      : parsed;
  let existingRecipeId: string | null = null;
  if (request.type === 'url') {
    const finalUrl = typeof output.sourceUrl === 'string' ? output.sourceUrl : null;
    existingRecipeId =
      (await deps.sources.findRecipeId(userId, request.url)) ??
      (finalUrl && finalUrl !== request.url ? await deps.sources.findRecipeId(userId, finalUrl) : null);
  }
  return { recipes, existingRecipeId };
}
