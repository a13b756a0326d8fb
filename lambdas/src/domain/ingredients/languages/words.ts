// The words around an amount in every language Hearth parses, read from words.json (types.ts, language-tables.ts): unit
// spellings (for units.ts), number words (for parse-quantity.ts), connectors, part-of phrases and notes (for
// parse-ingredient.ts). A line's language narrows them when it is known; when it is not, a line in Japanese,
// Arabic or Hebrew script is read in that language, and a line in Latin script with all the Latin ones
// (spellings that would misread another language's line, such as French "filet", wait for the language).
import { FirstLetterIndex, type IndexedSpelling } from '../first-letter-index.js';
import { lowerInPlace } from './fold.js';
import { wordsTable } from './language-tables.js';
import type { IngredientLanguage, LanguageWords, LanguageWordsInFile } from './types.js';

const inFile: Readonly<Record<IngredientLanguage, LanguageWordsInFile>> = wordsTable();

/** Each language's words (words.json), English first: the order the parser tries them in. */
export const LANGUAGE_WORDS = inFile as unknown as Readonly<Record<IngredientLanguage, LanguageWords>>;

/** Spellings read only when the line's language is known: elsewhere they are ordinary words. */
const NEEDS_LANGUAGE = new Set([
  'filet',
  'filets',
  'trait',
  'traits',
  'pot',
  'pots',
  'noix',
  'noce',
  'noci',
  'bos',
  'kop',
  'teen',
  'dose',
  'glas',
  'rama',
  'ramo',
  'molho',
  'sobre',
  'cc',
  'c.c.',
  'cs',
  'cas',
]);

const SCRIPT_LANGUAGES: readonly [RegExp, IngredientLanguage][] = [
  [/[\u3040-\u30ff\u4e00-\u9fff]/u, 'ja'],
  [/[\u0600-\u06ff]/u, 'ar'],
  [/[\u0590-\u05ff]/u, 'he'],
];

/** The language a line's script gives away (Japanese, Arabic, Hebrew), or undefined for Latin script. */
export function scriptLanguage(line: string): IngredientLanguage | undefined {
  return SCRIPT_LANGUAGES.find(([script]) => script.test(line))?.[1];
}

const LATIN = (Object.values(LANGUAGE_WORDS) as LanguageWords[]).filter(
  (words) => !['ja', 'ar', 'he'].includes(words.language),
);

/** The languages whose words apply to a line: its own when known, else its script's, else the Latin ones. */
export function languagesFor(line: string, language?: IngredientLanguage): readonly LanguageWords[] {
  const known = language ?? scriptLanguage(line);
  const { en } = LANGUAGE_WORDS;
  if (known) return known === 'en' ? [en] : [en, LANGUAGE_WORDS[known]];
  return LATIN;
}

export interface ForeignSpelling {
  readonly text: string;
  readonly unit: string;
  readonly language: IngredientLanguage;
  /** A spelling that is itself a count ("ملعقتان كبيرتان" is two tablespoons). */
  readonly counted: number | null;
}

const foldAccents = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');

function spellingsOf(words: LanguageWords, withAmbiguous: boolean): ForeignSpelling[] {
  return words.units.flatMap((unit) => {
    const texts = [...(unit.forms ?? []).flat(), ...(unit.aliases ?? []), ...Object.keys(unit.counted ?? {})];
    // A cook may type a word without its accents ("cuillere", "xicara"): both spellings are read.
    const all = [...new Set(texts.flatMap((text) => [text, foldAccents(text)]))];
    return all
      .filter((text) => withAmbiguous || !NEEDS_LANGUAGE.has(text.toLowerCase()))
      .map((text) => ({
        text,
        unit: unit.unit,
        language: words.language,
        counted: unit.counted?.[text] ?? null,
      }));
  });
}

/**
 * Something built from the words of a line's languages, built once for each: the line's language when
 * known, else its script's, else the Latin languages' (the words languagesFor gives).
 */
export function perLineLanguage<T>(
  build: (own: readonly LanguageWords[], key: IngredientLanguage | 'latin') => T,
): (line: string, language?: IngredientLanguage) => T {
  const built = new Map<IngredientLanguage | 'latin', T>();
  return (line, language) => {
    const key = language ?? scriptLanguage(line) ?? 'latin';
    let value = built.get(key);
    if (value === undefined) {
      value = build(languagesFor(line, language), key);
      built.set(key, value);
    }
    return value;
  };
}

/** The foreign unit spellings that apply to a line, longest first, by the letter they start with. */
export const foreignSpellingIndex = perLineLanguage((own, key) => {
  const spellings = own
    .flatMap((words) => spellingsOf(words, key !== 'latin'))
    .sort((a, b) => b.text.length - a.text.length);
  return new FirstLetterIndex(spellings, (spelling) => spelling.text);
});

/**
 * The phrases that put the food after them in the languages of a line ("el zumo de", "le jus d'"),
 * longest first, each with its lower case.
 */
export const partOfPhrasesFor = perLineLanguage((own): readonly IndexedSpelling<string>[] =>
  own
    .flatMap((words) => words.partOf ?? [])
    .sort((a, b) => b.length - a.length)
    .map((phrase) => ({ entry: phrase, lower: lowerInPlace(phrase) })),
);

/** The counting words of a line's languages ("adet", "Stück", "個"), in the order the languages come. */
export const counterIndex = perLineLanguage(
  (own) =>
    new FirstLetterIndex(
      own.flatMap((words) => words.counters ?? []),
      (counter) => counter,
    ),
);

/** Every foreign singular/plural unit pair, so a scaled amount keeps its unit in agreement. */
export const FOREIGN_UNIT_FORMS: readonly {
  readonly pair: readonly [string, string];
  readonly language: IngredientLanguage;
}[] = Object.values(LANGUAGE_WORDS).flatMap((words) =>
  words.units.flatMap((unit) => (unit.forms ?? []).map((pair) => ({ pair, language: words.language }))),
);

/** The language of a unit spelling as written, when only one language writes it. */
export function unitLanguage(text: string): IngredientLanguage | undefined {
  const lower = text.toLowerCase();
  const languages = new Set(
    Object.values(LANGUAGE_WORDS)
      .filter((words) => spellingsOf(words, true).some((spelling) => spelling.text.toLowerCase() === lower))
      .map((words) => words.language),
  );
  return languages.size === 1 ? [...languages][0] : undefined;
}
