// Paprika's HTML export: a folder (zipped to upload) with index.html and one page per recipe under
// Recipes/, photos under Images/ beside the pages. Each page holds one schema.org Recipe in microdata:
// name; recipeCategory (else "categories" text, comma-separated); a rating paragraph (class "rating",
// its value attribute, else its ★ count); prepTime, cookTime and recipeYield as written ("15 mins");
// author (the source's name) and url (a link); description; comment (the notes); nutrition;
// recipeIngredient one <p> a line with the amount in <strong>, a line without an amount in capitals
// or ending in ":" heading a section; recipeInstructions a <div> of <p> lines; the photo an
// <img itemprop="image">.
import { parseDuration } from '../../extraction/duration.js';
import { findAll, findFirst, type HtmlElement, parseHtml } from '../../extraction/html-tree.js';
import { parseYield } from '../../extraction/yields.js';
import type { ArchiveEntry } from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { decodeText } from '../text.js';
import { allProps, elementText, firstProp, hasClass, propLines, propText, propValue } from './html-fields.js';
import { photoAtSource } from './photos.js';
import { addFileDrafts, baseName, emptyRead, type FormatRead, folderOf, headingLine } from './read.js';

const RECIPE_ITEM = /itemtype=["']https?:\/\/schema\.org\/Recipe["']/i;

/** Whether a page is a recipe in microdata with no JSON-LD beside it: Paprika's HTML export. */
export const isMicrodataRecipePage = (text: string): boolean =>
  RECIPE_ITEM.test(text) && !/application\/ld\+json/i.test(text);

const isRecipeItem = (el: HtmlElement): boolean =>
  'itemscope' in el.attrs && /(^|[/#])Recipe$/i.test(el.attrs.itemtype ?? '');

function ingredientLine(el: HtmlElement): string | null {
  const text = elementText(el);
  if (!text) return null;
  const amount = findFirst(el, (child) => child.name === 'strong');
  const heading = !amount && (/:$/.test(text) || (/\p{L}/u.test(text) && text === text.toUpperCase()));
  return heading ? headingLine(text) : text;
}

function ratingOf(recipe: HtmlElement): number | null {
  const el = firstProp(recipe, 'rating') ?? findFirst(recipe, (e) => hasClass(e, 'rating'));
  if (!el) return null;
  const value = Number.parseFloat(el.attrs.value ?? el.attrs.content ?? '');
  if (Number.isFinite(value)) return value;
  return [...elementText(el)].filter((c) => c === '★').length || null;
}

function labelsOf(recipe: HtmlElement): string[] {
  const marked = allProps(recipe, 'recipeCategory')
    .map(propValue)
    .filter((label): label is string => label !== null);
  if (marked.length > 0) return marked.flatMap((label) => label.split(/\s*,\s*/));
  const listed = findFirst(recipe, (el) => hasClass(el, 'categories'));
  return listed
    ? elementText(listed)
        .split(/\s*,\s*/)
        .filter(Boolean)
    : [];
}

function paprikaHtmlDraft(
  recipe: HtmlElement,
  photos: (src: string | null) => Pick<RecipeDraft, 'photo' | 'warnings'>,
): RecipeDraft {
  const link = firstProp(recipe, 'url');
  const address = link?.attrs.href ?? propValue(link);
  const author = propText(recipe, 'author');
  const nutrition = propLines(recipe, 'nutrition');
  const notes = [
    propLines(recipe, 'comment').join('\n'),
    author && author !== address ? `Source: ${author}` : '',
    nutrition.length > 0 ? `Nutrition:\n${nutrition.join('\n')}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const image = findFirst(recipe, (el) => el.name === 'img' && el.attrs.itemprop === 'image');
  return {
    title: propText(recipe, 'name'),
    description: propText(recipe, 'description'),
    ingredients: allProps(recipe, 'recipeIngredient')
      .map(ingredientLine)
      .filter((line): line is string => line !== null),
    instructions: propLines(recipe, 'recipeInstructions'),
    prepTime: parseDuration(propText(recipe, 'prepTime')),
    cookTime: parseDuration(propText(recipe, 'cookTime')),
    servings: parseYield(propText(recipe, 'recipeYield')).servings,
    sourceUrl: address,
    notes,
    rating: ratingOf(recipe),
    labels: labelsOf(recipe),
    imageUrl: /^https?:\/\//i.test(image?.attrs.src ?? '') ? (image?.attrs.src ?? null) : null,
    ...photos(image?.attrs.src ?? null),
  };
}

export function readPaprikaHtml(entries: readonly ArchiveEntry[]): FormatRead {
  const read = emptyRead();
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  for (const entry of entries) {
    if (!/\.html?$/i.test(entry.name)) continue;
    const origin = baseName(entry.name);
    const text = decodeText(entry.bytes);
    const recipes = findAll(parseHtml(text).root, isRecipeItem);
    if (recipes.length === 0) {
      if (!/^index\.html?$/i.test(origin))
        read.failures.push({ origin, reason: `${origin} holds no recipe, so it was not imported` });
      continue;
    }
    const folder = folderOf(entry.name);
    addFileDrafts(read, origin, recipes, (recipe) =>
      paprikaHtmlDraft(recipe, (src) => photoAtSource(byName, folder, src)),
    );
  }
  return read;
}
