// Keeps the word after a scaled amount in agreement with it ("3 eggs" x 1/3 -> "1 egg", "1 cup" x 2 -> "2 cups").
// Only known unit words and a short list of countable foods change, and only when the line already agreed, so a
// recipe that writes "2 cup" or "1 garlic, minced" keeps its own wording. Abbreviations ("tbsp", "oz") never change.

import { FirstLetterIndex } from './first-letter-index.js';
import { lowerInPlace } from './languages/fold.js';
import type { IngredientLanguage } from './languages/types.js';
import { FOREIGN_UNIT_FORMS } from './languages/words.js';
import { isLetter, UNITS } from './units.js';

const COUNT_NOUNS: readonly (readonly [string, string])[] = [
  ['egg yolk', 'egg yolks'],
  ['egg white', 'egg whites'],
  ['bay leaf', 'bay leaves'],
  ['garlic clove', 'garlic cloves'],
  ['chicken breast', 'chicken breasts'],
  ['chicken thigh', 'chicken thighs'],
  ['chicken leg', 'chicken legs'],
  ['pork chop', 'pork chops'],
  ['bell pepper', 'bell peppers'],
  ['green onion', 'green onions'],
  ['spring onion', 'spring onions'],
  ['sweet potato', 'sweet potatoes'],
  ['cinnamon stick', 'cinnamon sticks'],
  ['graham cracker', 'graham crackers'],
  ['egg', 'eggs'],
  ['onion', 'onions'],
  ['shallot', 'shallots'],
  ['scallion', 'scallions'],
  ['leek', 'leeks'],
  ['lemon', 'lemons'],
  ['lime', 'limes'],
  ['orange', 'oranges'],
  ['apple', 'apples'],
  ['pear', 'pears'],
  ['peach', 'peaches'],
  ['banana', 'bananas'],
  ['avocado', 'avocados'],
  ['carrot', 'carrots'],
  ['potato', 'potatoes'],
  ['tomato', 'tomatoes'],
  ['cucumber', 'cucumbers'],
  ['zucchini', 'zucchinis'],
  ['jalapeño', 'jalapeños'],
  ['jalapeno', 'jalapenos'],
  ['chile', 'chiles'],
  ['mushroom', 'mushrooms'],
  ['radish', 'radishes'],
  ['beet', 'beets'],
  ['parsnip', 'parsnips'],
  ['tortilla', 'tortillas'],
  ['bun', 'buns'],
  ['bagel', 'bagels'],
  ['pita', 'pitas'],
  ['anchovy', 'anchovies'],
  ['sausage', 'sausages'],
  ['date', 'dates'],
  ['fig', 'figs'],
];

interface Form {
  readonly language?: IngredientLanguage;
  readonly text: string;
  readonly pair: readonly [string, string];
  readonly plural: boolean;
}

// Units in other languages agree too ("1 cucharada", "2 cucharadas"; "1 Tasse", "2 Tassen").
const FORMS: readonly Form[] = [
  ...[...COUNT_NOUNS, ...UNITS.flatMap((u) => u.forms)].map((pair) => ({ pair, language: undefined })),
  ...FOREIGN_UNIT_FORMS,
]
  .flatMap(({ pair, language }) => [
    { language, text: pair[0].toLowerCase(), pair, plural: false },
    { language, text: pair[1].toLowerCase(), pair, plural: true },
  ])
  .filter((form) => form.pair[0] !== form.pair[1])
  .sort((a, b) => b.text.length - a.text.length);

const formIndexes = new Map<IngredientLanguage | undefined, FirstLetterIndex<Form>>();

/** The forms tried for a line: its language's first when it is known, then every language's. */
function formsFor(language?: IngredientLanguage): FirstLetterIndex<Form> {
  let index = formIndexes.get(language);
  if (!index) {
    const forms = language ? [...FORMS.filter((form) => form.language === language), ...FORMS] : FORMS;
    index = new FirstLetterIndex(forms, (form) => form.text);
    formIndexes.set(language, index);
  }
  return index;
}

export interface InflectableWord {
  readonly start: number;
  readonly end: number;
  readonly plural: boolean;
  readonly singularForm: string;
  readonly pluralForm: string;
}

/**
 * The unit word or countable food written at `pos`, if it has singular and plural forms; a word two languages
 * share ("Tasse") takes the forms of the line's language when it is known.
 */
export function inflectableAt(
  text: string,
  pos: number,
  language?: IngredientLanguage,
): InflectableWord | null {
  const lower = lowerInPlace(text);
  for (const { entry: form } of formsFor(language).candidates(text, lower, pos)) {
    const end = pos + form.text.length;
    if (lower.slice(pos, end) !== form.text || isLetter(text[end])) continue;
    return { start: pos, end, plural: form.plural, singularForm: form.pair[0], pluralForm: form.pair[1] };
  }
  return null;
}

/** An amount reads as plural above one ("1 1/2 cups", "1-2 eggs"); one and less read as singular ("1/2 cup"). */
export const readsPlural = (amount: number): boolean => amount > 1 + 1e-9;

/** The word's spelling for an amount that reads plural or not, keeping a leading capital. */
export function agreeWith(original: string, word: InflectableWord, plural: boolean): string {
  const form = plural ? word.pluralForm : word.singularForm;
  return /^\p{Lu}/u.test(original) ? form.charAt(0).toUpperCase() + form.slice(1) : form;
}
