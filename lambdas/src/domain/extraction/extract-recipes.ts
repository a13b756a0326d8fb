// From a page's HTML and address to the recipes it holds. Order of trust: schema.org Recipe in
// JSON-LD, then microdata/RDFa, then a heading-based reading of the page with Open Graph for the
// title, description and image. A structured recipe missing its ingredients or steps borrows them
// from the next source down. Pure: no I/O, no AWS.
import { suggestCategories } from './category-hints.js';
import { cleanText, norm } from './clean-text.js';
import { flattenPage, type HeuristicRecipe, readByHeadings, type Token } from './heuristic.js';
import { type HtmlElement, parseHtml } from './html-tree.js';
import { bestImage } from './image.js';
import { lacksQuantities, pageListInstead, tidyIngredientLines, withPageQuantities } from './ingredients.js';
import { readJsonLd, resolveRef } from './json-ld.js';
import { mainText } from './main-text.js';
import { readMicrodata } from './microdata.js';
import { readPageFacts } from './page-facts.js';
import { type PageMeta, readPageMeta } from './page-meta.js';
import { pageLanguage } from './recipe-language.js';
import { type RecipeDraft, recipeFromSchema } from './schema-recipe.js';
import type { ExtractedRecipe, LineReading } from './types.js';

export interface ExtractedPage {
  /** Recipes in page order. */
  recipes: ExtractedRecipe[];
  /** Index in `recipes` of the page's main recipe; -1 when there is none. */
  mainIndex: number;
}

const isUsable = (r: ExtractedRecipe): boolean => r.ingredients.length > 0 || r.instructions.length > 0;
const isComplete = (r: ExtractedRecipe): boolean => r.ingredients.length > 0 && r.instructions.length > 0;

/** The main recipe: complete ones first, then the one named like the page, then the first. */
function mainDraftIndex(drafts: readonly RecipeDraft[], meta: PageMeta): number {
  const pageTitles = [meta.h1, meta.title].map(norm).filter(Boolean);
  let best = -1;
  let bestScore = -1;
  drafts.forEach(({ recipe: r }, i) => {
    const title = norm(r.title);
    let score = (r.ingredients.length ? 2 : 0) + (r.instructions.length ? 2 : 0);
    if (title && pageTitles.some((t) => t === title)) score += 1.5;
    else if (title && pageTitles.some((t) => t.includes(title))) score += 0.5;
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  });
  return best;
}

function structuredDrafts(root: HtmlElement, jsonLd: readonly string[], url: string): RecipeDraft[] {
  const ld = readJsonLd(jsonLd);
  const resolve = (v: unknown) => resolveRef(v, ld.byId);
  const fromLd = ld.recipes.map((n) => recipeFromSchema(n, url, resolve));
  if (fromLd.some((d) => isComplete(d.recipe))) return fromLd;
  const fromMarkup = readMicrodata(root).map((n) => recipeFromSchema(n, url, resolve));
  // Markup with no usable list still names the recipe and its times; the page's lists fill it.
  if (!fromLd.length) return fromMarkup;
  if (!fromMarkup.some((d) => isUsable(d.recipe))) return fromLd;
  // The same recipe told twice: keep JSON-LD's facts, take the lists from the markup where richer.
  return fromMarkup.map((m, i) => {
    const base = fromLd[i];
    if (!base) return m;
    const r = base.recipe;
    return {
      recipe: {
        ...m.recipe,
        ...Object.fromEntries(Object.entries(r).filter(([, v]) => v !== null && !Array.isArray(v))),
        ingredients: r.ingredients.length ? r.ingredients : m.recipe.ingredients,
        instructions: r.instructions.length ? r.instructions : m.recipe.instructions,
        suggestedCategories: r.suggestedCategories.length
          ? r.suggestedCategories
          : m.recipe.suggestedCategories,
      },
      images: [...base.images, ...m.images],
    };
  });
}

function emptyRecipe(url: string): ExtractedRecipe {
  return {
    title: null,
    description: null,
    ingredients: [],
    instructions: [],
    sourceUrl: url,
    imageUrl: null,
    videoUrl: null,
    prepTime: null,
    cookTime: null,
    totalTime: null,
    servings: null,
    yields: null,
    suggestedCategories: [],
  };
}

/**
 * The page's own name for its recipe: the <h1> when the share title agrees with it (a stray
 * "Navigation" h1 does not), else the share title without its " | Site name" tail.
 */
function pageTitle(meta: PageMeta): string | null {
  if (meta.h1 && (!meta.title || norm(meta.title).includes(norm(meta.h1)))) return meta.h1;
  if (meta.title) return meta.title.split(/\s+[|–—·:-]\s+/)[0]?.trim() || meta.title;
  return meta.h1;
}

/**
 * The recipe of a page without structured data: the lists found by the heuristic reader; where it
 * found no ingredients or no steps, the page's main text stands in for them (flagged `partial`), so
 * a page with a title always gives the cook something to edit.
 */
function pageRecipe(
  found: HeuristicRecipe,
  root: HtmlElement,
  meta: PageMeta,
  url: string,
): ExtractedRecipe | null {
  const title = cardName(found.nameAbove, meta) ?? pageTitle(meta);
  const recipe: ExtractedRecipe = {
    ...emptyRecipe(url),
    title,
    ingredients: found.ingredients,
    instructions: found.instructions,
    suggestedCategories: suggestCategories({ categories: [], text: [title ?? ''] }),
  };
  if (found.ingredients.length && found.instructions.length) return recipe;
  const listed = new Set(found.ingredients);
  const text = mainText(root).filter((line) => !listed.has(line));
  if (!found.instructions.length) recipe.instructions = text;
  if (!title && !recipe.ingredients.length && !recipe.instructions.length) return null;
  recipe.partial = true;
  return recipe;
}

const words = (s: string | null): Set<string> =>
  new Set(
    norm(s)
      .split(' ')
      .filter((w) => w.length > 2),
  );

/**
 * A recipe card's own name above its ingredients, when it names the dish the page is about: most of
 * its words (two or more) are in the page's title. A question or a lead-in ("Why you'll love it?", "Notes:") is not
 * a name.
 */
function cardName(name: string | null, meta: PageMeta): string | null {
  if (!name || /[:?？：]\s*$/.test(name)) return null;
  const page = words(`${meta.h1 ?? ''} ${meta.title ?? ''}`);
  const own = [...words(name)];
  // One word ("Brittle", "Sauce") names a part of the dish at most; the page's title says more.
  return own.length >= 2 && own.filter((w) => page.has(w)).length * 3 >= own.length * 2 ? name : null;
}

/** Yield and times written on the page, for a recipe whose source gave none. */
function fillFacts(r: ExtractedRecipe, pageTokens: () => Token[]): void {
  const noTimes = r.prepTime === null && r.cookTime === null && r.totalTime === null;
  if (!noTimes && r.yields !== null) return;
  const facts = readPageFacts(pageTokens());
  if (r.yields === null) {
    r.yields = facts.yields;
    r.servings = facts.servings;
  }
  if (noTimes) {
    r.prepTime = facts.prepTime;
    r.cookTime = facts.cookTime;
    r.totalTime =
      facts.totalTime ??
      (facts.prepTime || facts.cookTime ? (facts.prepTime ?? 0) + (facts.cookTime ?? 0) : null);
  }
}

export function extractPage(html: string, url: string): ExtractedPage {
  const page = parseHtml(html);
  const meta = readPageMeta(page.root);
  const declared = pageLanguage(page.root, meta.locale);
  const drafts = structuredDrafts(page.root, page.jsonLd, url);
  let mainIndex = mainDraftIndex(drafts, meta);
  const main = drafts[mainIndex];

  let tokens: Token[] | null = null;
  const pageTokens = (): Token[] => {
    tokens ??= flattenPage(page.root);
    return tokens;
  };

  if (!main || !isComplete(main.recipe)) {
    const found = readByHeadings(pageTokens());
    if (main) {
      const r = main.recipe;
      if (!r.ingredients.length) r.ingredients = found.ingredients;
      if (!r.instructions.length) r.instructions = found.instructions;
      if (!isUsable(r)) {
        r.instructions = mainText(page.root);
        r.partial = true;
      }
    } else {
      const recipe = pageRecipe(found, page.root, meta, url);
      if (recipe) {
        drafts.push({ recipe, images: [] });
        mainIndex = drafts.length - 1;
      }
    }
  }

  const chosen = drafts[mainIndex]?.recipe;
  if (chosen) {
    const structured = main?.recipe === chosen;
    const pageList = structured
      ? pageListInstead(chosen.ingredients, readByHeadings(pageTokens()).ingredients)
      : null;
    if (pageList) chosen.ingredients = pageList;
    else if (lacksQuantities(chosen.ingredients))
      chosen.ingredients = withPageQuantities(chosen.ingredients, page.root);
    fillFacts(chosen, pageTokens);
  }

  const recipes: ExtractedRecipe[] = [];
  let outMain = -1;
  drafts.forEach(({ recipe: r, images }, i) => {
    const tidied = tidyIngredientLines(r.ingredients);
    r.ingredients = tidied.map(({ text }) => text);
    // A line tidied for the shopping list keeps the page's own text beside it (issue 36).
    const originals: LineReading[] = tidied.flatMap(({ text, original }, line) =>
      text === original
        ? []
        : [{ field: 'ingredients', line, read: original, confidence: 100, source: 'page' }],
    );
    if (originals.length && !r.readings) r.readings = originals;
    if (!isUsable(r) && !r.partial) return;
    if (i === mainIndex) outMain = recipes.length;
    // The language the recipe's own data names, else the page's (issue 37); none: detected at save.
    const language = r.language ?? declared;
    recipes.push({
      ...r,
      ...(language ? { language } : {}),
      title: r.title ?? pageTitle(meta),
      description: r.description ?? meta.description,
      // The page's own share image competes with the recipe's: often it is the full-size photo.
      imageUrl:
        bestImage([...images, ...meta.images], url) ??
        (meta.contentImage ? bestImage([{ url: meta.contentImage }], url) : null),
      videoUrl: r.videoUrl ?? (meta.videoUrl ? cleanText(meta.videoUrl) : null),
    });
  });
  if (!recipes.length) return { recipes: [], mainIndex: -1 };
  return { recipes, mainIndex: Math.max(outMain, 0) };
}

/** All recipes on the page, in page order; [] when it holds none. */
export function extractRecipes(html: string, url: string): ExtractedRecipe[] {
  return extractPage(html, url).recipes;
}

/** The page's main recipe, or null. */
export function extractMainRecipe(html: string, url: string): ExtractedRecipe | null {
  const { recipes, mainIndex } = extractPage(html, url);
  return recipes[mainIndex] ?? null;
}
