// Paprika's export (.paprikarecipes) is a zip of .paprikarecipe files, each one recipe as gzipped
// JSON: name, ingredients and directions as text, times and servings as text ("15 mins",
// "4 servings"), rating 0-5, categories, notes, source_url, and the photo inline as base64
// (photo_data). A single .paprikarecipe file is read the same way.
import { parseDuration } from '../../extraction/duration.js';
import { parseYield } from '../../extraction/yields.js';
import { type ArchiveBudget, type ArchiveEntry, gunzipWithin } from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { checkPhoto, decodeBase64 } from '../photo.js';
import { isObject, linesOf, namesOf, parseJson, textOf } from '../text.js';
import { baseName, emptyRead, type FormatRead } from './read.js';

export const isPaprikaEntry = (name: string): boolean => /\.paprikarecipe$/i.test(name);

function paprikaDraft(recipe: Record<string, unknown>): RecipeDraft {
  const warnings: string[] = [];
  let photo = null;
  const photoData = textOf(recipe.photo_data);
  if (photoData) {
    const bytes = decodeBase64(photoData);
    const checked = bytes
      ? checkPhoto(bytes, textOf(recipe.photo) ?? 'of this recipe')
      : { warning: 'The photo of this recipe is not readable, so it was left out' };
    if ('photo' in checked) photo = checked.photo;
    else warnings.push(checked.warning);
  }
  const nutrition = textOf(recipe.nutritional_info);
  const notes = [textOf(recipe.notes), nutrition ? `Nutrition:\n${nutrition}` : null]
    .filter(Boolean)
    .join('\n\n');
  const difficulty = textOf(recipe.difficulty);
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredients: linesOf(recipe.ingredients),
    instructions: linesOf(recipe.directions),
    prepTime: parseDuration(recipe.prep_time),
    cookTime: parseDuration(recipe.cook_time),
    servings: parseYield(textOf(recipe.servings)).servings,
    sourceUrl: textOf(recipe.source_url),
    imageUrl: textOf(recipe.image_url),
    notes,
    rating: typeof recipe.rating === 'number' ? recipe.rating : null,
    labels: [...namesOf(recipe.categories), ...(difficulty ? [difficulty] : [])],
    photo,
    warnings,
  };
}

export function readPaprika(entries: readonly ArchiveEntry[], budget: ArchiveBudget): FormatRead {
  const read = emptyRead();
  for (const entry of entries) {
    if (!isPaprikaEntry(entry.name)) continue;
    const origin = baseName(entry.name);
    const json = gunzipWithin(entry.bytes, budget);
    if (!json) {
      read.failures.push({
        origin,
        reason: `${origin} is not a Paprika recipe (it is not compressed as Paprika writes it)`,
      });
      continue;
    }
    const recipe = parseJson(json);
    if (!isObject(recipe)) {
      read.failures.push({ origin, reason: `${origin} is damaged: its recipe is not readable JSON` });
      continue;
    }
    read.drafts.push({ origin, draft: paprikaDraft(recipe) });
  }
  return read;
}
