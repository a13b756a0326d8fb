// The language a recipe is written in, from its ingredient lines (issue 37), when the import did not say
// (a typed recipe, a page without `lang`). Japanese, Arabic and Hebrew by their scripts; a Latin-script
// text by the food names Hearth already knows per language (English: the food keys and its amount words),
// each word weighing less the more languages share it ("sal" counts for Spanish and Portuguese, "azúcar"
// for Spanish alone). Null when no language leads: unknown. Only the food tables: the unit and number
// words (words.ts) would add 17 KB to the recipes bundle for 2 points of single-line accuracy.

import { foodNames, foodWords } from './foods.js';
import type { FoodNames, IngredientLanguage } from './types.js';

/** English's amount words (its parser keeps them in code, not in a words table). */
const ENGLISH =
  'cup cups tablespoon tablespoons tbsp tbs teaspoon teaspoons tsp ounce ounces oz pound pounds lb lbs pinch dash clove cloves can cans package stick sticks slice slices large small medium chopped minced diced sliced fresh finely to taste and or of a an the half quart pint'.split(
    ' ',
  );

let vocabulary: Map<string, Set<IngredientLanguage>> | null = null;

/** Each folded word and the Latin-script languages that use it. */
function vocabularyOf(): Map<string, Set<IngredientLanguage>> {
  if (vocabulary) return vocabulary;
  const map = new Map<string, Set<IngredientLanguage>>();
  const FOODS = foodNames();
  const add = (language: IngredientLanguage, text: string) => {
    for (const word of foodWords(text)) {
      if (/^\d/.test(word)) continue;
      const set = map.get(word) ?? new Set<IngredientLanguage>();
      set.add(language);
      map.set(word, set);
    }
  };
  for (const [language, foods] of Object.entries(FOODS) as [IngredientLanguage, FoodNames][]) {
    if (language === 'ja' || language === 'ar' || language === 'he') continue;
    for (const names of Object.values(foods)) for (const name of names.split('|')) add(language, name);
  }
  for (const text of ENGLISH) add('en', text);
  for (const key of Object.keys(FOODS.es ?? {})) add('en', key);
  vocabulary = map;
  return map;
}

const SCRIPTS: readonly [IngredientLanguage, RegExp][] = [
  ['ja', /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/gu],
  ['ar', /\p{Script=Arabic}/gu],
  ['he', /\p{Script=Hebrew}/gu],
];

/** The language of `text` (ingredient lines), or null when it cannot tell. */
export function detectLanguage(text: string | null | undefined): IngredientLanguage | null {
  if (!text?.trim()) return null;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  for (const [language, script] of SCRIPTS) {
    const count = (text.match(script) ?? []).length;
    if (letters > 0 && count / letters >= 0.3) return language;
  }
  const scores = new Map<IngredientLanguage, number>();
  const known = vocabularyOf();
  for (const word of foodWords(text)) {
    const languages = known.get(word);
    if (!languages) continue;
    for (const language of languages) scores.set(language, (scores.get(language) ?? 0) + 1 / languages.size);
  }
  const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
  const [first, second] = ranked;
  if (!first || first[1] < 0.5) return null;
  if (second && second[1] >= first[1]) return null;
  return first[0];
}
