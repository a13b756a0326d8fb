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
import * as z from '../../contracts/zod.js';
import { AppError, notFound } from '../../shared/errors.js';
import { type DocumentImportDeps, startDocumentImport } from './document-imports.js';
import { failureAnswer } from './failures.js';
import type { ExtractionSource, ExtractRecipeWorkflow, HandOff } from './ports.js';
import { isOwnRecipeFile, recipeFilePath } from './recipe-files.js';

export interface RecipeSourceLookup {
  findRecipeId(userId: string, address: string): Promise<string | null>;
}

export interface ExtractRecipeDeps {
  workflow: ExtractRecipeWorkflow;
  sources: RecipeSourceLookup;
  /** Where a file too long to read while the request waits goes on being read (issue 33). */
  longImports: DocumentImportDeps;
}

const workflowOutput = z.array(extractedRecipe);

export async function extractRecipe(
  deps: ExtractRecipeDeps,
  caller: { userId: string; householdId: string },
  request: ExtractRecipeRequest,
  now: Date,
): Promise<ExtractRecipeResponse> {
  const { userId } = caller;
  if (request.type !== 'url' && !isOwnRecipeFile(userId, request.key, request.type))
    throw notFound('That file was not found. Please upload it again.');
  const source: ExtractionSource =
    request.type === 'url' ? { type: 'url', url: request.url } : { type: request.type, key: request.key };
  const outcome = await deps.workflow.run(source);
  if (outcome.status === 'failed') {
    const answer = failureAnswer(outcome.error, outcome.cause);
    throw new AppError(answer.statusCode, answer.code, answer.message);
  }
  const output = outcome.output as { recipes?: unknown; sourceUrl?: unknown; handOff?: HandOff };
  // Too long to read now (a scanned PDF of several pages, a large photo): a job reads on.
  if (output.handOff && request.type !== 'url') {
    const job = await startDocumentImport(deps.longImports, caller, request, output.handOff, now);
    return { recipes: [], existingRecipeId: null, job };
  }
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
  return { recipes, existingRecipeId, job: null };
}
