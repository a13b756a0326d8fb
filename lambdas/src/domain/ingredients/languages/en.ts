// English: its units, number words and food names are the parser's own (units.ts, parse-quantity.ts,
// food-keys.ts); this file only says how English writes scaled amounts, beside the other languages.
import type { FoodNames, LanguageWords } from './types.js';

export const WORDS: LanguageWords = {
  language: 'en',
  units: [],
  numbers: {},
  connectors: ['of'],
  and: ['and', 'or', '&'],
  decimalComma: false,
  fractionGlyphs: false,
};

export const FOODS: FoodNames = {};
