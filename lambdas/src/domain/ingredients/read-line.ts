// One ingredient line read whole, in any of the twelve languages: its amount, unit and item (parse-ingredient.ts)
// and the food it buys as the finder's English key ("2 EL Zucker" -> sugar, "卵 2個" -> egg), so lines in
// two languages meet on the shopping list, in the finder and in the aisles. The line's first food is its food
// ("Sal y pimienta" is salt).
import { englishAisleOf } from './aisles.js';
import { foodKey } from './food-keys.js';
import { foreignFoodKey } from './languages/foods.js';
import type { IngredientLanguage } from './languages/types.js';
import { type ParsedIngredient, parseIngredient } from './parse-ingredient.js';

export interface IngredientLine extends ParsedIngredient {
  /** The food's English key (food-keys.ts), or null when the line names none. */
  readonly food: string | null;
}

const FIRST_FOOD = /\s+(?:and|or|&)\s+|,/i;

/**
 * The English food key of an item named in `language`, or in English, or null. Without a language, a line
 * read with no other language's words whose food the shop's aisles know in English stays English ("pork
 * shoulder" is not Polish "por", a leek).
 */
export function itemFoodKey(item: string, language?: IngredientLanguage, foreign = false): string | null {
  const english = foodKey(item.split(FIRST_FOOD)[0] ?? '');
  if (language === 'en') return english;
  if (language === undefined && !foreign && english !== null && englishAisleOf(english) !== 'other')
    return english;
  return foreignFoodKey(item, language) ?? english;
}

export function readIngredientLine(line: string, language?: IngredientLanguage): IngredientLine {
  const parsed = parseIngredient(line, language);
  return { ...parsed, food: itemFoodKey(parsed.item, language, parsed.foreign) };
}
