// Extraction task for photos and PDFs (state ReadDocument of the extract-recipe workflow).
// TODO(import issue): read the uploaded object's text with Textract, structure it with the LLM
// provider and normalise the result. Until then it honestly finds nothing.
import type { ExtractionResult, ExtractionSource } from '../../workflows/extract-recipe.asl.js';

export async function handler(
  _source: Extract<ExtractionSource, { type: 'image' | 'pdf' }>,
): Promise<ExtractionResult> {
  return { recipes: [] };
}
