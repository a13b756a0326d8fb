// Recipe Keeper and Paprika HTML exports, made here in code for the tests (never copied from those
// apps): the page shapes and itemprop names their importers in Mealie and Tandoor read.
import { zipOf } from './collection-files.js';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const paragraphs = (lines: readonly string[] = []): string =>
  lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');

export interface RecipeKeeperRecipe {
  name: string;
  courses?: string[];
  categories?: string[];
  source?: string;
  yield?: string;
  prepTime?: string;
  cookTime?: string;
  rating?: number;
  ingredients?: string[];
  directions?: string[];
  notes?: string[];
  nutrition?: Record<string, string>;
  photo?: string;
}

/** One recipe-details block of Recipe Keeper's recipes.html. */
export function recipeKeeperBlock(recipe: RecipeKeeperRecipe): string {
  const nutrition = Object.entries(recipe.nutrition ?? {})
    .map(([key, value]) => `<meta content="${escapeHtml(value)}" itemprop="recipeNut${key}">`)
    .join('\n');
  return `<div class="recipe-details">
  <meta content="${escapeHtml(recipe.name.toLowerCase())}" itemprop="recipeId">
  <meta content="False" itemprop="recipeIsFavourite">
  <meta content="${recipe.rating ?? 0}" itemprop="recipeRating">
  <table><tr><td>
    <h2 itemprop="name">${escapeHtml(recipe.name)}</h2>
    <div>Course: ${(recipe.courses ?? []).map((c) => `<span itemprop="recipeCourse">${escapeHtml(c)}</span>`).join(', ')}</div>
    ${(recipe.categories ?? []).map((c) => `<meta content="${escapeHtml(c)}" itemprop="recipeCategory">`).join('\n')}
    <div>Source: <span itemprop="recipeSource">${escapeHtml(recipe.source ?? '')}</span></div>
    <div>Serving size: <span itemprop="recipeYield">${escapeHtml(recipe.yield ?? '')}</span></div>
    <meta content="${recipe.prepTime ?? 'PT0S'}" itemprop="prepTime">
    <meta content="${recipe.cookTime ?? 'PT0S'}" itemprop="cookTime">
  </td><td>${recipe.photo ? `<img class="recipe-photo" itemprop="photo0" src="${escapeHtml(recipe.photo)}"/>` : ''}</td></tr>
  <tr><td><h3>Ingredients</h3>
    <div class="recipe-ingredients" itemprop="recipeIngredients">${paragraphs(recipe.ingredients)}</div>
  </td><td><h3>Directions</h3>
    <div itemprop="recipeDirections">${paragraphs(recipe.directions)}</div>
  </td></tr></table>
  <h3>Notes</h3>
  <div class="recipe-notes" itemprop="recipeNotes">${paragraphs(recipe.notes)}</div>
  ${nutrition}
</div>`;
}

export const recipeKeeperPage = (blocks: readonly string[]): string =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Recipe Keeper</title></head><body>\n${blocks.join('\n<hr/>\n')}\n</body></html>`;

/** Recipe Keeper's export zip: recipes.html and the photos under images/. */
export const recipeKeeperExport = (
  recipes: readonly RecipeKeeperRecipe[],
  photos: Record<string, Uint8Array> = {},
): Uint8Array => zipOf({ 'recipes.html': recipeKeeperPage(recipes.map(recipeKeeperBlock)), ...photos });

export interface PaprikaHtmlRecipe {
  name: string;
  rating?: number;
  categories?: string[];
  prepTime?: string;
  cookTime?: string;
  servings?: string;
  author?: string;
  url?: string;
  description?: string;
  /** Each line as [amount, rest]; an empty amount writes the line without <strong>. */
  ingredients?: [string, string][];
  directions?: string[];
  notes?: string[];
  nutrition?: string[];
  photo?: string;
}

/** One page of Paprika's HTML export. */
export function paprikaHtmlPage(recipe: PaprikaHtmlRecipe): string {
  const stars = '★'.repeat(recipe.rating ?? 0) + '☆'.repeat(5 - (recipe.rating ?? 0));
  const lines = (recipe.ingredients ?? [])
    .map(
      ([amount, rest]) =>
        `<p class="line" itemprop="recipeIngredient">${amount ? `<strong>${escapeHtml(amount)}</strong> ` : ''}${escapeHtml(rest)}</p>`,
    )
    .join('\n');
  const meta = (label: string, prop: string, value?: string) =>
    value ? `<b>${label}:</b> <span itemprop="${prop}">${escapeHtml(value)}</span>` : '';
  return `<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>${escapeHtml(recipe.name)}</title></head><body>
<div class="recipe" itemscope itemtype="http://schema.org/Recipe">
  <div class="infobox">
    ${recipe.photo ? `<img src="${escapeHtml(recipe.photo)}" itemprop="image" class="photo"/>` : ''}
    <h1 itemprop="name" class="name">${escapeHtml(recipe.name)}</h1>
    <p class="rating" value="${recipe.rating ?? 0}">${stars}</p>
    <p class="categories">${(recipe.categories ?? []).map((c) => `<span itemprop="recipeCategory">${escapeHtml(c)}</span>`).join(', ')}</p>
    <p class="metadata">${meta('Prep Time', 'prepTime', recipe.prepTime)} ${meta('Cook Time', 'cookTime', recipe.cookTime)} ${meta('Servings', 'recipeYield', recipe.servings)}</p>
    <p class="source">${recipe.author ? `<span itemprop="author">${escapeHtml(recipe.author)}</span>` : ''}${recipe.url ? ` <a itemprop="url" href="${escapeHtml(recipe.url)}">${escapeHtml(recipe.url)}</a>` : ''}</p>
    ${recipe.description ? `<div itemprop="description" class="description">${paragraphs([recipe.description])}</div>` : ''}
  </div>
  <div class="left-column"><h3>Ingredients</h3><div class="ingredients text">${lines}</div></div>
  <div class="right-column"><h3>Directions</h3>
    <div itemprop="recipeInstructions" class="directions text">${(recipe.directions ?? []).map((d) => `<p class="line">${escapeHtml(d)}</p>`).join('\n')}</div>
    ${recipe.notes ? `<h3>Notes</h3><div itemprop="comment" class="notes text">${paragraphs(recipe.notes)}</div>` : ''}
    ${recipe.nutrition ? `<h3>Nutrition</h3><div itemprop="nutrition" class="nutrition text">${paragraphs(recipe.nutrition)}</div>` : ''}
  </div>
</div></body></html>`;
}

/** Paprika's HTML export folder, zipped: index.html, Recipes/<name>.html, Recipes/Images/… */
export function paprikaHtmlExport(
  recipes: readonly PaprikaHtmlRecipe[],
  photos: Record<string, Uint8Array> = {},
): Uint8Array {
  const index = `<!DOCTYPE html><html><body><h1>Recipes</h1>${recipes.map((r) => `<p><a href="Recipes/${escapeHtml(r.name)}.html">${escapeHtml(r.name)}</a></p>`).join('')}</body></html>`;
  const files: Record<string, string | Uint8Array> = { 'My Recipes/index.html': index };
  for (const recipe of recipes) files[`My Recipes/Recipes/${recipe.name}.html`] = paprikaHtmlPage(recipe);
  for (const [path, bytes] of Object.entries(photos)) files[`My Recipes/Recipes/${path}`] = bytes;
  return zipOf(files);
}
