// Food names in every language Hearth parses, each mapped to the finder's English food key (food-keys.ts),
// so "2 EL Zucker", "100 g Zucker" and "1 cup sugar" are one food on the list and in the finder. A line's food
// is the name found earliest in its food text, the longest there when several start at once ("aceite de
// oliva" before "aceite"). Words are folded (fold.ts) and may carry a short ending the name does not list:
// plurals and cases ("tomates", "limonun", "czosnku"), German and Dutch compounds ("Knoblauchzehen"),
// Arabic and Hebrew prefixes ("الدقيق", "ופלפל"). Japanese is not split into words: a name matches anywhere.
import { foldText } from './fold.js';
import { foodsTable } from './language-tables.js';
import type { FoodNames, IngredientLanguage } from './types.js';

/**
 * Each language's food names (foods.json, read on first use: language-tables.ts); English has none, its names are
 * the food keys themselves.
 */
export const foodNames = (): Readonly<Partial<Record<IngredientLanguage, FoodNames>>> => foodsTable();

interface Name {
  readonly words: readonly string[];
  readonly key: string;
  readonly length: number;
}

/** Words as matched: folded, apostrophes and hyphens as spaces ("d'olive" -> "d olive"). */
export const foodWords = (text: string): string[] =>
  foldText(text)
    .split(/[^\p{L}\p{N}%"״]+/u)
    .filter(Boolean);

const namesCache = new Map<IngredientLanguage, readonly Name[]>();

function namesOf(language: IngredientLanguage): readonly Name[] {
  let names = namesCache.get(language);
  if (!names) {
    names = Object.entries(foodNames()[language] ?? {}).flatMap(([key, spellings]) =>
      spellings.split('|').map((spelling) => {
        const words = language === 'ja' ? [foldText(spelling)] : foodWords(spelling);
        return { words, key, length: words.join(' ').length };
      }),
    );
    namesCache.set(language, names);
  }
  return names;
}

const COMPOUNDING = new Set<IngredientLanguage>(['de', 'nl']);
const ENDINGS: Partial<Record<IngredientLanguage, number>> = { pl: 3, tr: 3, ar: 2, he: 2 };
const PREFIXES: Partial<Record<IngredientLanguage, readonly string[]>> = {
  ar: ['وال', 'بال', 'ال', 'و'],
  he: ['וה', 'ה', 'ו'],
};

/** Whether a written word is a name's word: the same, or with an ending, a prefix or a compound. */
function wordMatches(written: string, name: string, language: IngredientLanguage, last: boolean): boolean {
  if (written === name) return true;
  for (const prefix of PREFIXES[language] ?? []) {
    if (written.startsWith(prefix) && wordMatches(written.slice(prefix.length), name, language, last))
      return true;
  }
  if (name.length < 3 || !written.startsWith(name)) {
    // German and Dutch put the food last in a compound too: "Rinderhackfleisch".
    return COMPOUNDING.has(language) && last && name.length >= 4 && written.endsWith(name);
  }
  const extra = written.length - name.length;
  if (COMPOUNDING.has(language)) return name.length >= 4 || extra <= 2;
  // Plurals: "tomates", "huevos", "œufs", "limones"; Polish, Turkish, Arabic and Hebrew endings.
  return extra <= (ENDINGS[language] ?? 2) && (name.length >= 4 || extra <= 2);
}

interface Found {
  readonly key: string;
  readonly start: number;
  readonly length: number;
}

function findInWords(words: readonly string[], language: IngredientLanguage): Found | null {
  let best: Found | null = null;
  for (const name of namesOf(language)) {
    for (let start = 0; start + name.words.length <= words.length; start += 1) {
      if (best && start > best.start) break;
      const fits = name.words.every((word, index) =>
        wordMatches(words[start + index] ?? '', word, language, index === name.words.length - 1),
      );
      if (!fits) continue;
      if (!best || start < best.start || (start === best.start && name.length > best.length))
        best = { key: name.key, start, length: name.length };
      break;
    }
  }
  return best;
}

function findInText(text: string): Found | null {
  let best: Found | null = null;
  for (const name of namesOf('ja')) {
    const start = text.indexOf(name.words[0] ?? '');
    if (start === -1) continue;
    if (!best || start < best.start || (start === best.start && name.length > best.length))
      best = { key: name.key, start, length: name.length };
  }
  return best;
}

const LATIN_LANGUAGES: readonly IngredientLanguage[] = ['es', 'fr', 'de', 'it', 'pt-BR', 'nl', 'pl', 'tr'];

/**
 * The English food key of a food named in `language` ("azúcar moreno" -> "brown sugar"), or null when the
 * name is not known. Without a language, every language of the text's script is tried, earliest name first.
 */
export function foreignFoodKey(text: string, language?: IngredientLanguage): string | null {
  return foreignFood(text, language)?.key ?? null;
}

/** Whether the text opens with a food's name ("oignon émincé"), as after "un" or "eine". */
export function startsWithForeignFood(text: string, language?: IngredientLanguage): boolean {
  return foreignFood(text, language)?.start === 0;
}

function foreignFood(text: string, language?: IngredientLanguage): Found | null {
  const folded = foldText(text);
  if (language === 'ja' || (!language && /[\u3040-\u30ff\u4e00-\u9fff]/u.test(folded)))
    return findInText(folded);
  const words = foodWords(text);
  if (language) return language === 'en' ? null : findInWords(words, language);
  const candidates = /[\u0600-\u06ff]/u.test(folded)
    ? (['ar'] as const)
    : /[\u0590-\u05ff]/u.test(folded)
      ? (['he'] as const)
      : LATIN_LANGUAGES;
  let best: Found | null = null;
  for (const candidate of candidates) {
    const found = findInWords(words, candidate);
    if (
      found &&
      (!best || found.start < best.start || (found.start === best.start && found.length > best.length))
    )
      best = found;
  }
  return best;
}
