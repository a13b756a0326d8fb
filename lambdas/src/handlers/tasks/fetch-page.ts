// Extraction task for web pages (state FetchPage of the extract-recipe workflow).
// TODO(import issue): fetch the page with SSRF guards and size, time and redirect caps, parse its
// schema.org Recipe data and fall back to LLM structuring. Until then it honestly finds nothing.
import type { ExtractionResult, ExtractionSource } from '../../workflows/extract-recipe.asl.js';

export async function handler(
  _source: Extract<ExtractionSource, { type: 'url' }>,
): Promise<ExtractionResult> {
  return { recipes: [] };
}
