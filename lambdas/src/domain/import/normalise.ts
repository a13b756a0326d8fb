// The last step of every import: recipes from any reader (structured data, the page heuristic, a
// language model, the OCR reader) become the API's ExtractedRecipe: text tidied, empty lines and
// exact repeats dropped, lengths bounded, times and servings sane, and recipes with neither
// ingredients nor steps left out (but for a partial reading of a page with a title).
import {
  type DoubtfulWord,
  type ExtractedRecipeResponse,
  extractedRecipe,
  type LineReading,
} from '../../contracts/extraction.js';
import { isInterfaceLanguage } from '../../contracts/languages.js';

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
  doubtful?: readonly DoubtfulWord[];
  readings?: readonly LineReading[];
  /** The language the import read the recipe in (issue 37); kept when it is one of Hearth's twelve. */
  language?: string | null;
}

const MAX_LINES = 200;
const MAX_LINE = 1000;
const MAX_TITLE = 200;
const MAX_DESCRIPTION = 2000;

const tidy = (value: string | null | undefined, max: number): string | null => {
  const text = (value ?? '').replace(/\s+/g, ' ').trim();
  return text ? text.slice(0, max) : null;
};

/** The kept lines, and for each line given the index it is kept at (-1: dropped). */
function keptLines(values: readonly string[] | undefined): { kept: string[]; at: number[] } {
  const seen = new Set<string>();
  const kept: string[] = [];
  const at: number[] = [];
  for (const value of values ?? []) {
    const line = kept.length < MAX_LINES ? tidy(value, MAX_LINE) : null;
    if (!line || seen.has(line)) {
      at.push(-1);
      continue;
    }
    seen.add(line);
    at.push(kept.length);
    kept.push(line);
  }
  return { kept, at };
}

const lines = (values: readonly string[] | undefined): string[] => keptLines(values).kept;

/** Doubtful words whose line was kept, renumbered, and still inside it (lines are whitespace-tidied). */
function keptDoubts(
  raw: RawRecipe,
  fields: Record<'ingredients' | 'instructions', { kept: string[]; at: number[] }>,
  title: string,
): DoubtfulWord[] {
  const out: DoubtfulWord[] = [];
  for (const d of raw.doubtful ?? []) {
    const line = d.field === 'title' ? 0 : (fields[d.field].at[d.line] ?? -1);
    const text = d.field === 'title' ? title : fields[d.field].kept[line];
    if (line < 0 || text === undefined || d.start < 0 || d.end > text.length || d.start >= d.end) continue;
    out.push({ field: d.field, line, start: d.start, end: d.end });
  }
  return out.slice(0, 500);
}

/** Readings of kept lines, renumbered; a repeated line keeps the reading of its first copy. */
function keptReadings(
  raw: RawRecipe,
  fields: Record<'ingredients' | 'instructions', { kept: string[]; at: number[] }>,
): LineReading[] {
  const out: LineReading[] = [];
  for (const r of raw.readings ?? []) {
    const line = fields[r.field].at[r.line] ?? -1;
    if (line < 0 || out.some((o) => o.field === r.field && o.line === line)) continue;
    const confidence = Math.min(100, Math.max(0, Math.round(r.confidence)));
    out.push({
      field: r.field,
      line,
      read: r.read.slice(0, 2000),
      confidence,
      ...(r.source ? { source: r.source } : {}),
    });
  }
  return out;
}

const wholeNumber = (value: number | null | undefined, max: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= max ? Math.round(value) : null;

const httpUrl = (value: string | null | undefined): string | null => {
  const text = tidy(value, 2048);
  return text && /^https?:\/\//i.test(text) ? text : null;
};

export function normaliseRecipe(raw: RawRecipe, fallbackTitle: string): ExtractedRecipeResponse | null {
  const ingredientLines = keptLines(raw.ingredients);
  const instructionLines = keptLines(raw.instructions);
  const ingredients = ingredientLines.kept;
  const instructions = instructionLines.kept;
  // A partial reading (a page's title and text) is kept even without lists: the cook fills them in.
  const partial = raw.partial === true;
  if (ingredients.length === 0 && instructions.length === 0 && !(partial && tidy(raw.title, MAX_TITLE)))
    return null;
  const title = tidy(raw.title, MAX_TITLE) ?? fallbackTitle;
  const fields = { ingredients: ingredientLines, instructions: instructionLines };
  const doubtful = keptDoubts(raw, fields, title);
  const readings = keptReadings(raw, fields);
  return extractedRecipe.parse({
    title,
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
    ...(doubtful.length > 0 ? { doubtful } : {}),
    ...(readings.length > 0 ? { readings } : {}),
    ...(isInterfaceLanguage(raw.language) ? { language: raw.language } : {}),
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
