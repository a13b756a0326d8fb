// Mealie (v1) exports in two shapes. A recipe export is a zip of the recipe's JSON (<slug>.json,
// written by pydantic's model_dump_json, so in snake_case: recipe_ingredient objects with `title` as a
// section heading, recipe_instructions with `title`, recipe_category/tags as {name}, rating, org_url,
// notes [{title, text}], nutrition) and its image (original.webp); Mealie's API answers the same
// recipe in camelCase (recipeIngredient, orgURL, …), read too. A full backup holds database.json, one
// array per table (recipes, recipes_ingredients with unit_id/food_id into ingredient_units and
// ingredient_foods, recipe_instructions, categories, tags and their link tables, notes,
// recipe_nutrition), with images at data/recipes/<id>/images/original.webp.
import { parseDuration } from '../../extraction/duration.js';
import { parseYield } from '../../extraction/yields.js';
import type { ArchiveEntry } from '../archive.js';
import type { RecipeDraft } from '../item.js';
import { asArray, isObject, namesOf, parseJson, textOf } from '../text.js';
import { photoFrom, withImageExtensions } from './photos.js';
import { amountText, baseName, emptyRead, type FormatRead, folderOf, headingLine } from './read.js';

type Row = Record<string, unknown>;

/** A Mealie recipe document: Mealie's own keys, not schema.org's @type. */
export const isMealieRecipe = (v: unknown): v is Row =>
  isObject(v) &&
  typeof v.name === 'string' &&
  ('recipeIngredient' in v || 'recipe_ingredient' in v) &&
  ('slug' in v || 'orgURL' in v);

/** Mealie's own display rule: a line with no food shows its quantity only when it is not 1. */
function composedLine(raw: Row, unit: string | undefined, food: string | undefined): string {
  const quantity = typeof raw.quantity === 'number' ? raw.quantity : Number.parseFloat(String(raw.quantity));
  const showQuantity = Number.isFinite(quantity) && quantity > 0 && (food !== undefined || quantity !== 1);
  return [showQuantity ? amountText(quantity) : '', food ? unit : undefined, food, textOf(raw.note)]
    .filter(Boolean)
    .join(' ');
}

type NameOf = (id: unknown) => string | undefined;

function ingredientLines(list: unknown, names?: { unit: NameOf; food: NameOf }): string[] {
  const lines: string[] = [];
  for (const raw of asArray(list)) {
    if (!isObject(raw)) {
      const text = textOf(raw);
      if (text) lines.push(text);
      continue;
    }
    const heading = textOf(raw.title);
    if (heading) lines.push(headingLine(heading));
    const unit = namesOf([raw.unit])[0] ?? names?.unit(raw.unit_id);
    const food = namesOf([raw.food])[0] ?? names?.food(raw.food_id);
    const composed = composedLine(raw, unit, food);
    const text = textOf(raw.display) ?? textOf(raw.originalText ?? raw.original_text) ?? (composed || null);
    if (text) lines.push(text);
  }
  return lines;
}

function stepLines(list: unknown): string[] {
  const lines: string[] = [];
  for (const raw of asArray(list)) {
    if (!isObject(raw)) continue;
    const heading = textOf(raw.title);
    if (heading) lines.push(headingLine(heading));
    const text = textOf(raw.text);
    if (text) lines.push(...text.split(/\n+/));
  }
  return lines;
}

const notesText = (list: unknown): string =>
  asArray(list)
    .filter(isObject)
    .map((note) => [textOf(note.title), textOf(note.text)].filter(Boolean).join(': '))
    .filter(Boolean)
    .join('\n\n');

const NUTRITION: [string, string][] = [
  ['calories', 'Calories'],
  ['carbohydrate_content', 'Carbohydrate'],
  ['cholesterol_content', 'Cholesterol'],
  ['fat_content', 'Fat'],
  ['fiber_content', 'Fibre'],
  ['protein_content', 'Protein'],
  ['saturated_fat_content', 'Saturated fat'],
  ['sodium_content', 'Sodium'],
  ['sugar_content', 'Sugar'],
  ['trans_fat_content', 'Trans fat'],
  ['unsaturated_fat_content', 'Unsaturated fat'],
];

/** Nutrition values by Mealie's snake_case or camelCase names, as lines of the notes. */
function nutritionText(nutrition: unknown): string {
  if (!isObject(nutrition)) return '';
  const lines = NUTRITION.map(([key, label]) => {
    const camel = key.replace(/_(\w)/g, (_, c: string) => c.toUpperCase());
    const value = textOf(nutrition[key] ?? nutrition[camel]);
    return value ? `${label}: ${value}` : null;
  }).filter(Boolean);
  return lines.length > 0 ? `Nutrition:\n${lines.join('\n')}` : '';
}

function draftOf(
  recipe: Row,
  fields: {
    ingredients: unknown;
    steps: unknown;
    labels: string[];
    notes: unknown;
    nutrition: unknown;
    names?: { unit: NameOf; food: NameOf };
  },
): RecipeDraft {
  const declared = recipe.recipeServings ?? recipe.recipe_servings;
  const servings = typeof declared === 'number' && declared > 0 ? declared : null;
  return {
    title: textOf(recipe.name),
    description: textOf(recipe.description),
    ingredients: ingredientLines(fields.ingredients, fields.names),
    instructions: stepLines(fields.steps),
    prepTime: parseDuration(recipe.prepTime ?? recipe.prep_time),
    cookTime: parseDuration(recipe.performTime ?? recipe.perform_time ?? recipe.cookTime ?? recipe.cook_time),
    servings: servings ?? parseYield(textOf(recipe.recipeYield ?? recipe.recipe_yield)).servings,
    sourceUrl: textOf(recipe.orgURL ?? recipe.org_url),
    notes: [notesText(fields.notes), nutritionText(fields.nutrition)].filter(Boolean).join('\n\n'),
    rating: typeof recipe.rating === 'number' ? recipe.rating : null,
    labels: fields.labels,
  };
}

function readRecipeDocuments(
  entries: readonly ArchiveEntry[],
  byName: Map<string, ArchiveEntry>,
): FormatRead {
  const read = emptyRead();
  for (const entry of entries) {
    if (!/\.json$/i.test(entry.name)) continue;
    const origin = baseName(entry.name);
    const recipe = parseJson(entry.bytes);
    if (recipe === null) {
      read.failures.push({ origin, reason: `${origin} is damaged: it is not readable JSON` });
      continue;
    }
    if (!isMealieRecipe(recipe)) continue;
    const folder = folderOf(entry.name);
    read.drafts.push({
      origin,
      draft: {
        ...draftOf(recipe, {
          ingredients: recipe.recipeIngredient ?? recipe.recipe_ingredient,
          steps: recipe.recipeInstructions ?? recipe.recipe_instructions,
          labels: [...namesOf(recipe.recipeCategory ?? recipe.recipe_category), ...namesOf(recipe.tags)],
          notes: recipe.notes,
          nutrition: recipe.nutrition,
        }),
        ...photoFrom(byName, [
          ...withImageExtensions(`${folder}original`),
          ...withImageExtensions(`${folder}images/original`),
        ]),
      },
    });
  }
  return read;
}

function readBackup(database: Row, byName: Map<string, ArchiveEntry>): FormatRead {
  const read = emptyRead();
  const table = (name: string): Row[] => asArray(database[name]).filter(isObject);
  const byRecipe = (name: string): Map<unknown, Row[]> => {
    const map = new Map<unknown, Row[]>();
    const rows = table(name).sort((a, b) => Number(a.position ?? 0) - Number(b.position ?? 0));
    for (const row of rows) map.set(row.recipe_id, [...(map.get(row.recipe_id) ?? []), row]);
    return map;
  };
  const names = (tableName: string) => new Map(table(tableName).map((row) => [row.id, textOf(row.name)]));
  const units = names('ingredient_units');
  const foods = names('ingredient_foods');
  const nutrition = byRecipe('recipe_nutrition');
  const categories = names('categories');
  const tags = names('tags');
  const ingredients = byRecipe('recipes_ingredients');
  const steps = byRecipe('recipe_instructions');
  const notes = byRecipe('notes');
  const recipeCategories = byRecipe('recipes_to_categories');
  const recipeTags = byRecipe('recipes_to_tags');
  for (const recipe of table('recipes')) {
    const id = recipe.id;
    const origin = textOf(recipe.name) ?? `recipe ${String(id)}`;
    const labels = [
      ...(recipeCategories.get(id) ?? []).map((link) => categories.get(link.category_id)),
      ...(recipeTags.get(id) ?? []).map((link) => tags.get(link.tag_id)),
    ].filter((x): x is string => typeof x === 'string');
    read.drafts.push({
      origin,
      draft: {
        ...draftOf(recipe, {
          ingredients: ingredients.get(id),
          steps: steps.get(id),
          labels,
          notes: notes.get(id),
          nutrition: nutrition.get(id)?.[0],
          names: {
            unit: (unitId) => units.get(unitId) ?? undefined,
            food: (foodId) => foods.get(foodId) ?? undefined,
          },
        }),
        ...photoFrom(byName, withImageExtensions(`data/recipes/${String(id)}/images/original`)),
      },
    });
  }
  return read;
}

export function readMealie(entries: readonly ArchiveEntry[]): FormatRead {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const backup = entries.find((entry) => baseName(entry.name) === 'database.json');
  if (!backup) return readRecipeDocuments(entries, byName);
  const database = parseJson(backup.bytes);
  if (!isObject(database)) {
    return {
      ...emptyRead(),
      failures: [{ origin: 'database.json', reason: 'database.json is damaged: it is not readable JSON' }],
    };
  }
  return readBackup(database, byName);
}
