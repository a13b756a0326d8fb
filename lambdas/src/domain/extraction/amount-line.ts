// A line that reads as an ingredient by its amount, in any language: it starts with one ("2 cups
// flour", "ca. 200 g Mehl") or ends with one ("Mehl 200 g", "сахар — 100 г").
const AMOUNT_FIRST = /^(?:[\d¼-¾⅐-⅞]|(?:ca\.?|approx\.?|about|env\.?|etwa|circa)\s+\d)/iu;
// "Mehl 200 g", "natural brown sugar: 45 g", "сахар — 100 г": an amount at the end, then at most a unit.
const AMOUNT_LAST = /[\d¼-¾⅐-⅞]\s*[\p{L}.]{0,6}\)?$/u;
export const MAX_INGREDIENT_LINE = 120;

// Bullets, checkboxes and dashes before an ingredient ("▢ 2 cups flour").
const LEADING_MARKS = /^[^\p{L}\p{N}¼-¾⅐-⅞]+/u;

export function readsAsIngredient(line: string): boolean {
  if (line.length > MAX_INGREDIENT_LINE) return false;
  const text = line.replace(LEADING_MARKS, '');
  return AMOUNT_FIRST.test(text) || AMOUNT_LAST.test(text);
}
