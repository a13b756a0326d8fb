// POST /api/extract-recipe: a web address is read directly; photos and PDFs are uploaded first and
// read by their storage key. Several recipes may come back (a cookbook page, a roundup post).
import {
  type ExtractRecipeRequest,
  type ExtractRecipeResponse,
  extractRecipeResponse,
} from '@contracts/extraction';
import { route } from '@/lib/api-routes';
import { type ImportFileKind, uploadRecipeFile } from './upload-recipe-file';

export function extractRecipe(request: ExtractRecipeRequest): Promise<ExtractRecipeResponse> {
  return route('POST /extract-recipe', { body: request }, extractRecipeResponse);
}

export type ImportStage = 'uploading' | 'reading';

/**
 * Uploads a photo or PDF, then extracts from it; `onStage` drives the progress message. A long document
 * answers with a job to follow (api/document-imports.ts) instead of recipes.
 */
export async function extractRecipeFromFile(
  file: File,
  kind: ImportFileKind,
  onStage: (stage: ImportStage) => void,
): Promise<ExtractRecipeResponse> {
  onStage('uploading');
  const key = await uploadRecipeFile(file, kind);
  onStage('reading');
  return extractRecipe({ type: kind, key, fileName: file.name });
}
