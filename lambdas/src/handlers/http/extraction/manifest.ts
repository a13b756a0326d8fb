// Extraction area routes: recipe import from a web address, a photo or a PDF.
import { extractRecipeRequest } from '../../../contracts/extraction.js';
import { defineManifest } from '../../../shared/route-manifest.js';

export const extractionManifest = defineManifest({
  extractRecipe: {
    method: 'POST',
    path: '/api/extract-recipe',
    auth: 'user',
    body: extractRecipeRequest,
    doc: 'Reads the recipes in a web page, photo or PDF (the extract-recipe workflow)',
  },
});
