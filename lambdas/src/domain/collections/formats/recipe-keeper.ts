// Recipe Keeper's export is a zip holding recipes.html (every recipe, one <div class="recipe-details">
// each, marked with itemprop) and an images/ folder. Fields, as Mealie's and Tandoor's importers read
// them: name; recipeCourse (text) and recipeCategory (meta content) as labels; recipeSource;
// recipeYield; prepTime and cookTime as ISO durations in meta content; recipeIngredients,
// recipeDirections and recipeNotes as a <div> of <p> lines (steps numbered "1. "); recipeRating 0-5;
// recipeNut… nutrition values; the photo as <img class="recipe-photo" itemprop="photo0">.
import { parseDuration } from '../../extraction/duration.js';
import { findAll, findFirst, type HtmlElement, parseHtml } from '../../extraction/html-tree.js';
import { parseYield } from '../../extraction/yields.js';
import type { ArchiveEntry } from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { decodeText } from '../text.js';
import { allProps, hasClass, propLines, propText, propValue } from './html-fields.js';
import { photoAtSource } from './photos.js';
import { addFileDrafts, baseName, emptyRead, type FormatRead, folderOf } from './read.js';

/** Whether a page is Recipe Keeper's: its recipes sit in recipe-details blocks. */
export const isRecipeKeeperPage = (text: string): boolean =>
  /class=["'][^"']*\brecipe-details\b/i.test(text) && /itemprop=["']recipeIngredients["']/i.test(text);

const nutritionLabel = (prop: string): string => {
  const words = prop
    .replace(/^recipeNut/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function nutritionLines(recipe: HtmlElement): string[] {
  return findAll(recipe, (el) => /^recipeNut/.test(el.attrs.itemprop ?? ''))
    .map((el) => [nutritionLabel(el.attrs.itemprop ?? ''), propValue(el)] as const)
    .filter(([, value]) => value !== null && value !== '0' && value !== '')
    .map(([label, value]) => `${label}: ${value}`);
}

function photoSource(recipe: HtmlElement): string | null {
  const img =
    findFirst(recipe, (el) => el.name === 'img' && el.attrs.itemprop === 'photo0') ??
    findFirst(recipe, (el) => el.name === 'img' && hasClass(el, 'recipe-photo'));
  return img?.attrs.src ?? null;
}

function recipeKeeperDraft(
  recipe: HtmlElement,
  photos: (src: string | null) => Pick<RecipeDraft, 'photo' | 'warnings'>,
): RecipeDraft {
  const source = propText(recipe, 'recipeSource');
  const isAddress = source !== null && /^https?:\/\//i.test(source);
  const nutrition = nutritionLines(recipe);
  const notes = [
    propLines(recipe, 'recipeNotes').join('\n'),
    source && !isAddress ? `Source: ${source}` : '',
    nutrition.length > 0 ? `Nutrition:\n${nutrition.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const rating = Number.parseFloat(propText(recipe, 'recipeRating') ?? '');
  return {
    title: propText(recipe, 'name'),
    ingredients: propLines(recipe, 'recipeIngredients'),
    instructions: propLines(recipe, 'recipeDirections').map((line) => line.replace(/^\d+\.\s*/, '')),
    prepTime: parseDuration(propText(recipe, 'prepTime')),
    cookTime: parseDuration(propText(recipe, 'cookTime')),
    servings: parseYield(propText(recipe, 'recipeYield')).servings,
    sourceUrl: isAddress ? source : null,
    notes,
    rating: Number.isFinite(rating) ? rating : null,
    labels: [...allProps(recipe, 'recipeCourse'), ...allProps(recipe, 'recipeCategory')]
      .map(propValue)
      .filter((label): label is string => label !== null),
    ...photos(photoSource(recipe)),
  };
}

export function readRecipeKeeper(entries: readonly ArchiveEntry[]): FormatRead {
  const read = emptyRead();
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const entry of entries) {
    if (!/\.html?$/i.test(entry.name)) continue;
    const text = decodeText(entry.bytes);
    if (!isRecipeKeeperPage(text)) continue;
    const origin = baseName(entry.name);
    const recipes = findAll(parseHtml(text).root, (el) => hasClass(el, 'recipe-details'));
    const folder = folderOf(entry.name);
    addFileDrafts(read, origin, recipes, (recipe) =>
      recipeKeeperDraft(recipe, (src) => photoAtSource(byName, folder, src)),
    );
  }
  return read;
}
