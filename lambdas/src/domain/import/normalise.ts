// The last step of every import: recipes from any reader (structured data, the page heuristic, a
// language model, the OCR reader) become the API's ExtractedRecipe: text tidied, empty lines and
// exact repeats dropped, lengths bounded, times and servings sane, and recipes with neither
// ingredients nor steps left out (but for a partial reading of a page with a title).
import { type ExtractedRecipeResponse, extractedRecipe } from '../../contracts/extraction.js';

/** What the readers hand over; every field but the lists may be missing. */
export interface RawRecipe {
  title?: string | null;
  description?: string | null;
  ingredients?: readonly string[];
  instructions?: readonly string[];
  sourceUrl?: string | null;
  imageUrl?: string | null;
  videoUrl?: string | null;
  pdfUrl?: string | null;
  prepTime?: number | null;
  cookTime?: number | null;
  servings?: number | null;
  yields?: string | null;
  suggestedCategories?: readonly string[];
  uncertainLines?: readonly string[];
  partial?: boolean;
}

const MAX_LINES = 200;
const MAX_LINE = 1000;
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 2000;

const tidy = (value: string | null | undefined, max: number): string | null => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

function lines(values: readonly string[] | undefined): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values ?? []) {
    const line = tidy(value, MAX_LINE);
    if (!line || seen.has(line)) continue;
    seen.add(line);
    kept.push(line);
    if (kept.length === MAX_LINES) break;
  }
  return kept;
}

const wholeNumber = (value: number | null | undefined, max: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max ? Math.round(value) : null;

const httpUrl = (value: string | null | undefined): string | null => {
  const text = tidy(value, 2048);
  return text && /^https?:\/\//i.test(text) ? text : null;
};

export function normaliseRecipe(raw: RawRecipe, fallbackTitle: string): ExtractedRecipeResponse | null {
  const ingredients = lines(raw.ingredients);
  const instructions = lines(raw.instructions);
  // A partial reading (a page's title and text) is kept even without lists: the cook fills them in.
  const partial = raw.partial === true;
  if (ingredients.length === 0 && instructions.length === 0 && !(partial && tidy(raw.title, MAX_TITLE)))
    return null;
  return extractedRecipe.parse({
    title: tidy(raw.title, MAX_TITLE) ?? fallbackTitle,
    description: tidy(raw.description, MAX_DESCRIPTION),
    ingredients,
    instructions,
    sourceUrl: httpUrl(raw.sourceUrl),
    videoUrl: httpUrl(raw.videoUrl),
    imageUrl: httpUrl(raw.imageUrl),
    pdfUrl: httpUrl(raw.pdfUrl),
    prepTime: wholeNumber(raw.prepTime, 7 * 24 * 60),
    cookTime: wholeNumber(raw.cookTime, 7 * 24 * 60),
    servings: wholeNumber(raw.servings, 1000),
    yields: tidy(raw.yields, 100),
    suggestedCategories: [...new Set(raw.suggestedCategories ?? [])].slice(0, 10),
    uncertainLines: lines(raw.uncertainLines),
    partial,
  });
}

/** The usable recipes, in order, with exact duplicates (same title and ingredients) removed. */
export function normaliseRecipes(
  raws: readonly RawRecipe[],
  fallbackTitle: string,
): ExtractedRecipeResponse[] {
  const seen = new Set<string>();
  const recipes: ExtractedRecipeResponse[] = [];
  for (const raw of raws) {
    const recipe = normaliseRecipe(raw, fallbackTitle);
    if (!recipe) continue;
    const identity = JSON.stringify([recipe.title.toLowerCase(), recipe.ingredients, recipe.instructions]);
    if (seen.has(identity)) continue;
    seen.add(identity);
    recipes.push(recipe);
  }
  return recipes;
}
