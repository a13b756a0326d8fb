// Tandoor's export is a zip holding one zip per recipe (<pk>.zip), each with recipe.json and an image
// (image.jpg, .png or .webp); a single recipe's zip is read the same way. recipe.json is Tandoor's
// RecipeExportSerializer: name, description, keywords [{name}], working_time and waiting_time in
// minutes, servings, servings_text, source_url, nutrition {calories, carbohydrates, fats, proteins},
// and steps [{name, instruction, order, ingredients [{food {name}, unit {name}, amount (a decimal
// string), note, order, is_header, no_amount}]}]. A header ingredient heads a section; its words are
// in its note (Tandoor's importers write headers with no food).
import {
  type ArchiveBudget,
  type ArchiveEntry,
  ArchiveOverCap,
  ArchiveRefused,
  isZip,
  readZip,
} from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { asArray, isObject, linesOf, namesOf, parseJson, textOf } from '../text.js';
import { photoFrom, withImageExtensions } from './photos.js';
import { amountText, baseName, emptyRead, type FormatRead, folderOf, headingLine } from './read.js';

type Row = Record<string, unknown>;

export const isTandoorRecipe = (v: unknown): v is Row =>
  isObject(v) &&
  typeof v.name === 'string' &&
  Array.isArray(v.steps) &&
  ('working_time' in v || 'keywords' in v);

function ingredientLine(raw: Row): string | null {
  const food = namesOf([raw.food])[0] ?? null;
  if (raw.is_header === true) {
    const heading = textOf(raw.note) ?? food;
    return heading ? headingLine(heading) : null;
  }
  const original = textOf(raw.original_text);
  if (original) return original;
  const amount = raw.no_amount === true ? '' : amountText(raw.amount);
  const line = [amount, namesOf([raw.unit])[0], food].filter(Boolean).join(' ');
  const note = textOf(raw.note);
  return [line, note].filter(Boolean).join(', ') || null;
}

function tandoorDraft(recipe: Row): RecipeDraft {
  const ingredients: string[] = [];
  const instructions: string[] = [];
  const steps = asArray(recipe.steps)
    .filter(isObject)
    .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
  for (const step of steps) {
    const stepIngredients = asArray(step.ingredients)
      .filter(isObject)
      .sort((a, b) => Number(a.order ?? 0) - Number(b.order ?? 0));
    for (const ingredient of stepIngredients) {
      const line = ingredientLine(ingredient);
      if (line) ingredients.push(line);
    }
    const name = textOf(step.name);
    if (name) instructions.push(headingLine(name));
    instructions.push(...linesOf(step.instruction));
  }
  const minutes = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
  const nutrition = isObject(recipe.nutrition) ? recipe.nutrition : {};
  const values = (
    [
      ['calories', 'Calories'],
      ['carbohydrates', 'Carbohydrates'],
      ['fats', 'Fats'],
      ['proteins', 'Proteins'],
    ] as const
  )
    .map(([key, label]) => {
      const value = textOf(nutrition[key]);
      return value && Number.parseFloat(value) !== 0 ? `${label}: ${value}` : null;
    })
    .filter(Boolean);
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredients,
    instructions,
    prepTime: minutes(recipe.working_time),
    cookTime: minutes(recipe.waiting_time),
    servings: typeof recipe.servings === 'number' && recipe.servings > 0 ? recipe.servings : null,
    sourceUrl: textOf(recipe.source_url),
    notes: values.length > 0 ? `Nutrition:\n${values.join('\n')}` : null,
    labels: namesOf(recipe.keywords),
  };
}

function readOne(entries: readonly ArchiveEntry[], origin: string, read: FormatRead): void {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const json = entries.find((entry) => baseName(entry.name) === 'recipe.json');
  if (!json) {
    read.failures.push({ origin, reason: `${origin} holds no recipe.json, so it is not a Tandoor recipe` });
    return;
  }
  const recipe = parseJson(json.bytes);
  if (!isTandoorRecipe(recipe)) {
    read.failures.push({
      origin,
      reason: `${origin} is damaged: its recipe.json is not a readable Tandoor recipe`,
    });
    return;
  }
  const folder = folderOf(json.name);
  read.drafts.push({
    origin,
    draft: { ...tandoorDraft(recipe), ...photoFrom(byName, withImageExtensions(`${folder}image`)) },
  });
}

export function readTandoor(
  entries: readonly ArchiveEntry[],
  budget: ArchiveBudget,
  origin: string,
): FormatRead {
  const read = emptyRead();
  const inner = entries.filter((entry) => /\.zip$/i.test(entry.name));
  if (inner.length === 0) {
    readOne(entries, origin, read);
    return read;
  }
  for (const entry of inner) {
    const name = baseName(entry.name);
    if (!isZip(entry.bytes)) {
      read.failures.push({ origin: name, reason: `${name} is not a zip archive, though its name says so` });
      continue;
    }
    try {
      readOne(readZip(entry.bytes, budget).entries, name, read);
    } catch (error) {
      if (error instanceof ArchiveOverCap || !(error instanceof ArchiveRefused)) throw error;
      read.failures.push({ origin: name, reason: `${name} is damaged and cannot be unpacked` });
    }
  }
  return read;
}
