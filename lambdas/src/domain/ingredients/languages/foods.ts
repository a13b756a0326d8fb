// Food names in every language Hearth parses, each mapped to the finder's English food key (food-keys.ts),
// so "2 EL Zucker", "100 g Zucker" and "1 cup sugar" are one food on the list and in the finder. A line's food
// is the name found earliest in its food text, the longest there when several start at once ("aceite de
// oliva" before "aceite"). Words are folded (fold.ts) and may carry a short ending the name does not list:
// plurals and cases ("tomates", "limonun", "czosnku"), German and Dutch compounds ("Knoblauchzehen"),
// Arabic and Hebrew prefixes ("الدقيق", "ופלפל"). Japanese is not split into words: a name matches anywhere.
import { addToBucket } from '../buckets.js';
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
  /** Its place in the language's list: of names found at the same place and length, the first wins. */
  readonly order: number;
}

/**
 * A language's names, and the same names by what a written word that meets their first word must
 * show: its first three letters (the name's word itself, or it with an ending), and for German and
 * Dutch single words, its last three too (a compound that ends in the name). A text then tries only
 * the names its words could start, a handful of the ~900 Latin ones, rather than every name at every
 * word (this ran for every ingredient line the English aisles do not know: ~0.1 ms a line).
 */
interface LanguageNames {
  readonly names: readonly Name[];
  readonly byStart: ReadonlyMap<string, readonly Name[]>;
  readonly byEnd: ReadonlyMap<string, readonly Name[]>;
}

/** Words as matched: folded, apostrophes and hyphens as spaces ("d'olive" -> "d olive"). */
const wordsOfFolded = (folded: string): string[] => folded.split(/[^\p{L}\p{N}%"״]+/u).filter(Boolean);

export const foodWords = (text: string): string[] => wordsOfFolded(foldText(text));

const COMPOUNDING = new Set<IngredientLanguage>(['de', 'nl']);
const ENDINGS: Partial<Record<IngredientLanguage, number>> = { pl: 3, tr: 3, ar: 2, he: 2 };
const PREFIXES: Partial<Record<IngredientLanguage, readonly string[]>> = {
  ar: ['وال', 'بال', 'ال', 'و'],
  he: ['וה', 'ה', 'ו'],
};

const namesCache = new Map<IngredientLanguage, LanguageNames>();

const opening = (word: string) => word.slice(0, 3);
const ending = (word: string) => word.slice(-3);

function namesOf(language: IngredientLanguage): LanguageNames {
  let known = namesCache.get(language);
  if (!known) {
    const names = Object.entries(foodNames()[language] ?? {}).flatMap(([key, spellings]) =>
      spellings.split('|').map((spelling) => {
        const words = language === 'ja' ? [foldText(spelling)] : foodWords(spelling);
        return { words, key, length: words.join(' ').length };
      }),
    );
    const byStart = new Map<string, Name[]>();
    const byEnd = new Map<string, Name[]>();
    const numbered = names.map((name, order) => ({ ...name, order }));
    for (const name of numbered) {
      const first = name.words[0] ?? '';
      addToBucket(byStart, opening(first), name);
      if (COMPOUNDING.has(language) && name.words.length === 1 && first.length >= 4)
        addToBucket(byEnd, ending(first), name);
    }
    known = { names: numbered, byStart, byEnd };
    namesCache.set(language, known);
  }
  return known;
}

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

/** A written word and what is left of it without each prefix it may carry (wordMatches' stems). */
function stemsOf(written: string, language: IngredientLanguage, stems: string[] = []): string[] {
  stems.push(written);
  for (const prefix of PREFIXES[language] ?? [])
    if (written.startsWith(prefix)) stemsOf(written.slice(prefix.length), language, stems);
  return stems;
}

/**
 * The names whose first word some written word could be, in the language's order: wordMatches holds
 * only where the written word (or a stem without a prefix) shares the name word's first three letters,
 * or, in a compound, ends as a single-word name does.
 */
function candidatesFor(words: readonly string[], language: IngredientLanguage): readonly Name[] {
  const { byStart, byEnd } = namesOf(language);
  const found = new Set<Name>();
  for (const word of words) {
    for (const stem of stemsOf(word, language))
      for (const name of byStart.get(opening(stem)) ?? []) found.add(name);
    for (const name of byEnd.get(ending(word)) ?? []) found.add(name);
  }
  return [...found].sort((a, b) => a.order - b.order);
}

interface Found {
  readonly key: string;
  readonly start: number;
  readonly length: number;
}

type NamesFor = (words: readonly string[], language: IngredientLanguage) => readonly Name[];

function findInWords(
  words: readonly string[],
  language: IngredientLanguage,
  namesFor: NamesFor,
): Found | null {
  let best: Found | null = null;
  for (const name of namesFor(words, language)) {
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
  for (const name of namesOf('ja').names) {
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

/** foreignFoodKey trying every name at every word, the index left aside: the index's oracle in tests. */
export const foreignFoodKeyTryingEveryName = (text: string, language?: IngredientLanguage): string | null =>
  foreignFood(text, language, (_words, each) => namesOf(each).names)?.key ?? null;

function foreignFood(
  text: string,
  language?: IngredientLanguage,
  namesFor: NamesFor = candidatesFor,
): Found | null {
  const folded = foldText(text);
  if (language === 'ja' || (!language && /[\u3040-\u30ff\u4e00-\u9fff]/u.test(folded)))
    return findInText(folded);
  const words = wordsOfFolded(folded);
  if (language) return language === 'en' ? null : findInWords(words, language, namesFor);
  const candidates = /[\u0600-\u06ff]/u.test(folded)
    ? (['ar'] as const)
    : /[\u0590-\u05ff]/u.test(folded)
      ? (['he'] as const)
      : LATIN_LANGUAGES;
  let best: Found | null = null;
  for (const candidate of candidates) {
    const found = findInWords(words, candidate, namesFor);
    if (
      found &&
      (!best || found.start < best.start || (found.start === best.start && found.length > best.length))
    )
      best = found;
  }
  return best;
}
