// Which ingredient lines a recipe step uses, for Cook Mode's "For this step": a line belongs to a step
// when the step names its food or what the food generalises to ("Add the stock" uses "4 cups beef stock",
// "Heat the oil" uses "2 tbsp olive oil"), whole words only and plurals folded. Staples (salt, pepper,
// water) and headings have no food, so they are never listed.
import { lineFoods, singular, termsOf } from './food-keys.js';

/** The step as padded singular words, so a phrase is found only as whole words. */
const wordsOf = (text: string): string =>
  ` ${text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map(singular)
    .join(' ')} `;

/** The indexes of the ingredient lines the step uses, in the recipe's order. */
export function ingredientsForStep(step: string, lines: readonly string[]): number[] {
  const words = wordsOf(step);
  return lines.flatMap((line, index) => {
    const uses = lineFoods(line).some((alternatives) =>
      alternatives.some((key) => termsOf(key).some((term) => words.includes(` ${term} `))),
    );
    return uses ? [index] : [];
  });
}
