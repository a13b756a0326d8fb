// A schema.org Recipe node (from JSON-LD, microdata or RDFa) to an ExtractedRecipe.
// Instructions: strings, HowToStep, HowToSection (its name kept as a "Name:" line), ItemList and
// nested lists all flatten to ordered lines.
import { suggestCategories } from './category-hints.js';
import { cleanLines, cleanText, firstText } from './clean-text.js';
import { parseDuration } from './duration.js';
import { type ImageCandidate, imageCandidates } from './image.js';
import { type SchemaNode, typesOf } from './json-ld.js';
import { declaredLanguage } from './recipe-language.js';
import type { ExtractedRecipe } from './types.js';
import { parseYield } from './yields.js';

export type Resolve = (value: unknown) => unknown;

const isObject = (v: unknown): v is SchemaNode => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: unknown): unknown[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

// An amount on its own ("2", "1/2 teaspoon"): the start of the line the next part names.
const AMOUNT_ONLY = /^(?:[\d¼-¾⅐-⅞][\d\s.,/¼-¾⅐-⅞-]*)(?:\s*\p{L}{1,12}\.?)?$/u;

const STARTS_WITH_AMOUNT = /^[\d¼-¾⅐-⅞]/;

/**
 * The parts of one entry of a list given one ingredient per entry: a part that is an amount alone
 * starts the line the next part names ("2 \\n bay leaf" is one line, "2 eggs \\n 1 onion" two).
 */
function joinAmounts(parts: readonly string[]): string[] {
  const out: string[] = [];
  let amount: string | null = null;
  for (const part of parts) {
    if (amount !== null && !STARTS_WITH_AMOUNT.test(part)) {
      out.push(`${amount} ${part}`);
      amount = null;
      continue;
    }
    if (amount !== null) out.push(amount);
    amount = AMOUNT_ONLY.test(part) ? part : null;
    if (amount === null) out.push(part);
  }
  if (amount !== null) out.push(amount);
  return out;
}

function ingredientText(v: unknown): string[] {
  // In an ingredient entry a source line break always separates ingredients, even beside markup.
  if (typeof v === 'string') return v.split(/\r?\n|\r/).flatMap(cleanLines);
  if (typeof v === 'number') return [String(v)];
  if (Array.isArray(v)) return v.flatMap(ingredientText);
  if (isObject(v)) {
    if (v.value !== undefined || v.unitText !== undefined) {
      const parts = [v.value, v.unitText ?? v.unitCode, v.name].map(cleanText).filter(Boolean);
      return parts.length ? [parts.join(' ')] : [];
    }
    const t = cleanText(v.text ?? v.name);
    return t ? [t] : [];
  }
  return [];
}

export function readIngredients(node: SchemaNode): string[] {
  const raw = node.recipeIngredient ?? node.ingredients ?? node.recipeIngredients;
  // One entry per ingredient: an entry holding newlines or list markup is several ingredients.
  const entries = asArray(raw);
  const lines = entries.flatMap((entry) =>
    entries.length > 1 && typeof entry === 'string'
      ? joinAmounts(ingredientText(entry))
      : ingredientText(entry),
  );
  // The whole list as one comma-separated entry ("125ml milk, 1 tsp vinegar, 60ml oil").
  const only = lines.length === 1 ? (lines[0] as string) : null;
  if (only) {
    const parts = only.split(/,\s*(?=[\d¼-¾⅐-⅞])/);
    if (parts.length >= 3) return parts.map((part) => part.trim()).filter(Boolean);
  }
  return lines;
}

/** Steps given as a JSON document inside a string ("[{\"@type\":\"HowToStep\", ...}]"). */
function embeddedJson(text: string): unknown {
  const t = text.trim();
  if (!/^[[{][\s\S]*[\]}]$/.test(t)) return undefined;
  try {
    return JSON.parse(t);
  } catch {
    return undefined;
  }
}

const sectionLine = (name: string): string => (/[:.!?]$/.test(name) ? name : `${name}:`);

function instructionLines(raw: unknown, resolve: Resolve, depth: number): string[] {
  const v = resolve(raw);
  if (depth > 6 || v == null) return [];
  if (typeof v === 'string') {
    // No letter at all ("[{": a JSON value cut short by the page's own quoting) is no step.
    if (!/\p{L}/u.test(v)) return [];
    const parsed = embeddedJson(v);
    return parsed === undefined ? cleanLines(v) : instructionLines(parsed, resolve, depth + 1);
  }
  if (Array.isArray(v)) return v.flatMap((x) => instructionLines(x, resolve, depth + 1));
  if (!isObject(v)) return [];
  const types = typesOf(v);
  const children = v.itemListElement ?? v.steps ?? v.step;
  if (types.includes('howtosection') || (children !== undefined && !v.text)) {
    const name = cleanText(v.name);
    const inner = instructionLines(children, resolve, depth + 1);
    if (!inner.length) return name ? [name] : [];
    return name && types.includes('howtosection') ? [sectionLine(name), ...inner] : inner;
  }
  const item = v.item;
  if (isObject(item) && !v.text) return instructionLines(item, resolve, depth + 1);
  const text = cleanLines(
    typeof v.text === 'string' ? v.text : typeof v.description === 'string' ? v.description : '',
  );
  const name = cleanText(v.name);
  if (!text.length) return name ? [name] : [];
  // A step's name is often its text cut short; keep it only when it adds something.
  const first = (text[0] as string).toLowerCase();
  const n = name.replace(/[.…]+$/, '').toLowerCase();
  if (name && !first.startsWith(n) && !n.startsWith(first.slice(0, 40))) {
    return [`${sectionLine(name)} ${text[0]}`, ...text.slice(1)];
  }
  return text;
}

export function readInstructions(node: SchemaNode, resolve: Resolve): string[] {
  return instructionLines(node.recipeInstructions ?? node.instructions ?? node.step, resolve, 0);
}

function readVideo(node: SchemaNode, resolve: Resolve): string | null {
  for (const raw of asArray(node.video)) {
    const v = resolve(raw);
    if (typeof v === 'string' && /^https?:/i.test(v)) return v;
    if (isObject(v)) {
      const url = firstText(v.contentUrl) ?? firstText(v.embedUrl) ?? firstText(v.url);
      if (url) return url;
    }
  }
  return null;
}

const textsOf = (v: unknown): string[] =>
  asArray(v)
    .flatMap((x) => (typeof x === 'string' ? x.split(/\s*,\s*/) : []))
    .map(cleanText)
    .filter(Boolean);

/** A recipe read from one source, with every image it offers; the page's own images join later. */
export interface RecipeDraft {
  recipe: ExtractedRecipe;
  images: ImageCandidate[];
}

export function recipeFromSchema(node: SchemaNode, pageUrl: string, resolve: Resolve): RecipeDraft {
  const prepTime = parseDuration(node.prepTime);
  const cookTime = parseDuration(node.cookTime);
  let totalTime = parseDuration(node.totalTime);
  if (!totalTime && (prepTime || cookTime)) totalTime = (prepTime ?? 0) + (cookTime ?? 0);
  const { servings, yields } = parseYield(node.recipeYield ?? node.yield ?? node.servings ?? null);
  const title = firstText(node.name) ?? firstText(node.headline);
  const language = declaredLanguage(node.inLanguage);
  const recipe: ExtractedRecipe = {
    title,
    description: firstText(node.description),
    ingredients: readIngredients(node),
    instructions: readInstructions(node, resolve),
    sourceUrl: pageUrl,
    imageUrl: null,
    videoUrl: readVideo(node, resolve),
    prepTime,
    cookTime,
    totalTime,
    servings,
    yields,
    suggestedCategories: suggestCategories({
      categories: [...textsOf(node.recipeCategory), ...textsOf(node.course)],
      text: [...textsOf(node.keywords), ...textsOf(node.recipeCuisine), title ?? ''],
    }),
    ...(language ? { language } : {}),
  };
  return { recipe, images: imageCandidates(node.image ?? node.thumbnailUrl, resolve) };
}
