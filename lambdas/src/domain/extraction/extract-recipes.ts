// From a page's HTML and address to the recipes it holds. Order of trust: schema.org Recipe in
// JSON-LD, then microdata/RDFa, then a heading-based reading of the page with Open Graph for the
// title, description and image. Structured recipes missing their ingredients or steps borrow them
// from the next source down. Pure: no I/O, no AWS.
import { suggestCategories } from './category-hints.js';
import { readByHeadings } from './heuristic.js';
import { parseHtml } from './html-tree.js';
import { bestImage } from './image.js';
import { readJsonLd, resolveRef, type SchemaNode } from './json-ld.js';
import { readMicrodata } from './microdata.js';
import { type PageMeta, readPageMeta } from './page-meta.js';
import { recipeFromSchema } from './schema-recipe.js';
import { cleanText } from './text.js';
import type { ExtractedRecipe } from './types.js';

export interface ExtractedPage {
  recipes: ExtractedRecipe[];
  /** Index in `recipes` of the page's main recipe; -1 when there is none. */
  mainIndex: number;
}

const norm = (s: string | null): string =>
  (s ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

function mainRecipeIndex(recipes: readonly ExtractedRecipe[], meta: PageMeta): number {
  const pageTitles = [meta.h1, meta.title].map(norm).filter(Boolean);
  let best = -1;
  let bestScore = -1;
  recipes.forEach((r, i) => {
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

const isUsable = (r: ExtractedRecipe): boolean => r.ingredients.length > 0 || r.instructions.length > 0;

function fillFromPage(r: ExtractedRecipe, meta: PageMeta, url: string): ExtractedRecipe {
  return {
    ...r,
    title: r.title ?? meta.h1 ?? meta.title,
    description: r.description ?? meta.description,
    imageUrl: r.imageUrl ?? bestImage(meta.images, url),
    videoUrl: r.videoUrl ?? (meta.videoUrl ? cleanText(meta.videoUrl) : null),
  };
}

export function extractPage(html: string, url: string): ExtractedPage {
  const page = parseHtml(html);
  const meta = readPageMeta(page.root);
  const ld = readJsonLd(page.jsonLd);
  const resolve = (v: unknown) => resolveRef(v, ld.byId);

  let nodes: SchemaNode[] = ld.recipes;
  let recipes = nodes.map((n) => recipeFromSchema(n, url, resolve));
  if (!recipes.some(isUsable)) {
    const micro = readMicrodata(page.root);
    if (micro.length) {
      nodes = micro;
      const fromMicro = micro.map((n) => recipeFromSchema(n, url, resolve));
      // Keep the JSON-LD facts (times, image) and take the lists from the markup.
      recipes = fromMicro.map((m, i) => {
        const base = recipes[i];
        return base ? { ...m, ...pick(base), ingredients: m.ingredients, instructions: m.instructions } : m;
      });
    }
  }

  let mainIndex = mainRecipeIndex(recipes, meta);
  const main = recipes[mainIndex];
  if (!main?.ingredients.length || !main.instructions.length) {
    const found = readByHeadings(page.root);
    if (main) {
      recipes[mainIndex] = {
        ...main,
        ingredients: main.ingredients.length ? main.ingredients : found.ingredients,
        instructions: main.instructions.length ? main.instructions : found.instructions,
      };
    } else if (found.ingredients.length && found.instructions.length) {
      const title = meta.h1 ?? meta.title;
      recipes = [
        {
          title,
          description: meta.description,
          ingredients: found.ingredients,
          instructions: found.instructions,
          sourceUrl: url,
          imageUrl: null,
          videoUrl: null,
          prepTime: null,
          cookTime: null,
          totalTime: null,
          servings: null,
          yields: null,
          suggestedCategories: suggestCategories({ categories: [], text: [title ?? ''] }),
        },
      ];
      mainIndex = 0;
    }
  }
  recipes = recipes.map((r) => fillFromPage(r, meta, url));
  const usable = recipes.filter(isUsable);
  if (!usable.length) return { recipes: [], mainIndex: -1 };
  const mainRecipe = recipes[mainIndex];
  return { recipes: usable, mainIndex: mainRecipe ? Math.max(0, usable.indexOf(mainRecipe)) : 0 };
}

/** Keeps the non-empty scalar facts of a recipe (used to merge two readings of one recipe). */
function pick(r: ExtractedRecipe): Partial<ExtractedRecipe> {
  const out: Partial<ExtractedRecipe> = {};
  for (const [k, v] of Object.entries(r) as [keyof ExtractedRecipe, unknown][]) {
    if (v !== null && !Array.isArray(v)) (out as Record<string, unknown>)[k] = v;
  }
  return out;
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
