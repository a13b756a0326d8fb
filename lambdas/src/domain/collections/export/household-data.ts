// The meal plans, the shopping list and the pantry of an export, as plain JSON a person (or another app) can
// read: recipes are named by title and by their file in the zip, never by Hearth's internal ids alone.
import type { PantryItemRecord } from '../../../contracts/pantry.js';
import type { MealPlanRecord, PlanEntryRecord } from '../../../data/entities/meal-plan.js';
import type { ShoppingListRead } from '../../../data/entities/shopping-list.js';

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Where a recipe went in the zip (null for a recipe that is not the person's own). */
export type RecipeFiles = ReadonlyMap<string, { title: string; file: string }>;

export function mealPlansJson(
  plans: readonly { parent: MealPlanRecord; children: readonly PlanEntryRecord[] }[],
  files: RecipeFiles,
) {
  return {
    mealPlans: plans.map(({ parent, children }) => ({
      name: parent.name,
      weekStarting: parent.startDate,
      meals: [...children]
        .sort((a, b) => a.dayOfWeek - b.dayOfWeek || a.position - b.position)
        .map((entry) => ({
          day: DAYS[entry.dayOfWeek] ?? String(entry.dayOfWeek),
          meal: entry.mealType,
          recipe: files.get(entry.recipeId)?.title ?? null,
          recipeFile: files.get(entry.recipeId)?.file ?? null,
          recipeId: entry.recipeId,
        })),
    })),
  };
}

export function shoppingListJson(read: ShoppingListRead) {
  return {
    name: read.list?.name ?? 'My Shopping List',
    items: read.items.map((line) => ({
      item: line.item,
      quantity: line.quantity,
      aisle: line.aisle,
      checked: line.checked,
      fromRecipes: line.recipes.map((recipe) => recipe.title),
    })),
  };
}

/** The household's pantry (issue 38): each food, its amount, place and best-before date. */
export function pantryJson(items: readonly PantryItemRecord[]) {
  return {
    items: items.map((item) => ({
      food: item.food,
      amount: item.amount,
      unit: item.unit,
      place: item.place,
      bestBefore: item.bestBefore,
    })),
  };
}

export function readmeText(counts: { recipes: number; photos: number; mealPlans: number }, at: Date): string {
  return `Hearth export, made ${at.toISOString().slice(0, 10)}
================================================

Everything you keep in Hearth, in files any program can open.

recipes/            ${counts.recipes} recipe(s), one file each, as schema.org Recipe JSON-LD
                    (https://schema.org/Recipe), the format recipe sites and apps share.
                    Besides the standard fields, each file may carry:
                      hearth:notes    your own notes on the recipe
                      hearth:rating   your own rating, 1 to 5
                    Ingredient section headings are the lines ending in ":"; step sections are
                    HowToSection entries. Categories are in recipeCategory, tags in keywords,
                    the recipe's original web address in isBasedOn.
versions/           each recipe's history, one file per recipe: every version with who saved it
                    and when, what it changed, and the whole recipe as it was then.
photos/             ${counts.photos} photo(s); each recipe file names its own in "image".
meal-plans.json     your ${counts.mealPlans} meal plan(s): each week's meals by day, with the recipe's
                    title and its file under recipes/.
shopping-list.json  your household's shopping list, line by line.
pantry.json         what your household keeps: each food, its amount, place and best-before date.
cook-log.json       what your household cooked: each time, the day, who cooked, for how many,
                    the rating and note, and the recipe's file under recipes/ when it is yours;
                    a meal's photo is its "photoFile", described by its "photoAlt".
cook-photos/        the photos of those meals, one per entry, named by the entry's id.

To bring these recipes back into Hearth (or into another account), upload this zip
unchanged on the "Import a collection" page: Hearth reads its own export, gives each
recipe its history from versions/, and logs the meals of cook-log.json again against
the recipes they were cooked from.
`;
}
