// The text the allergen classifier and the known-food vocabulary read (issue 38).
import { singular } from './food-keys.js';

/**
 * The letters of the scripts Hearth parses beyond the Latin one, kept as they are: Japanese (kana and
 * kanji, with the long-vowel mark), Arabic and Hebrew. Anything else is dropped like punctuation, and a
 * line that held letters of no script read here is "could not be checked" (placed-lines.ts), never
 * silently safe.
 */
export const OTHER_SCRIPT = '\\u3040-\\u30ff\\u3400-\\u4dbf\\u4e00-\\u9fff\\u0620-\\u064a\\u05d0-\\u05ea';
const DROPPED = new RegExp(`[^a-z${OTHER_SCRIPT}]+`, 'g');
/** Whether a word (of a normalised line) is written in one of the other scripts. */
export const isOtherScript = (word: string): boolean => /[^a-z]/.test(word);

/** Lower case, no accents or special letters, letters only, each word in the singular. */
export function normaliseForAllergens(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/ß/g, 'ss')
      .replace(/ł/g, 'l')
      .replace(/ø/g, 'o')
      .replace(/æ/g, 'ae')
      .replace(/œ/g, 'oe')
      // Turkish dotless i (fıstık), which has no decomposition.
      .replace(/ı/g, 'i')
      // Arabic: the hamza forms of alif as bare alif, alif maqsura as ya, ta marbuta as ha, no tatweel.
      .replace(/[أإآٱ]/g, 'ا')
      .replace(/ى/g, 'ي')
      .replace(/ة/g, 'ه')
      // A Hebrew geresh marks a sound Hebrew letters lack (צ׳ ch, ג׳ j): part of the word, not a break.
      .replace(/(?<=[\u05d0-\u05ea])['\u05f3\u2019]/g, '')
      .normalize('NFKC')
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u064b-\u065f\u0670\u0591-\u05c7\u0640]/g, '')
      .normalize('NFC')
      .replace(DROPPED, ' ')
      .trim()
      .split(' ')
      .filter(Boolean)
      .map((word) => (isOtherScript(word) ? otherScriptForm(word) : latinForm(singular(word))))
      .join(' ')
  );
}

/** Hebrew final letters as their ordinary forms, so a stem reads the same inside a longer word. */
const HEBREW_FINALS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * One form for the spellings and inflections of a Hebrew or Arabic word, table and line alike: Hebrew
 * without its final letters or plural ending (פקאנים, צדפות: פקאן, צדפ; doubled matres lectionis stay,
 * wine is יין); Arabic without the article ال (after و or ب too), or the feminine plural ات (a final ta
 * marbuta stays: طحينة, tahini, is not طحين, flour). A stem keeps three letters at least.
 */
function otherScriptForm(word: string): string {
  if (/[\u05d0-\u05ea]/.test(word)) {
    const plain = word.replace(/[ךםןףץ]/g, (letter) => HEBREW_FINALS[letter] ?? letter);
    return plain.length >= 5 ? plain.replace(/(?:ימ|ות)$/, '') : plain;
  }
  if (!/[\u0620-\u064a]/.test(word)) return word;
  const stem = word.length >= 5 ? word.replace(/^[وب]?ال/, '') : word;
  return stem.length >= 5 ? stem.replace(/ات$/, '') : stem;
}

/** Polish diminutives as their plain word ("kluseczki", "kluseczek": "kluski", "klusek"). */
const latinForm = (word: string): string => word.replace(/eczk(?=[aiouy]?$)/, 'k').replace(/eczek$/, 'ek');

/** Letters a line holds that no script read here names (Cyrillic, Greek, Thai, Korean...). */
export const hasUnreadLetters = (text: string): boolean =>
  /\p{L}/u.test(
    text
      .normalize('NFKD')
      .replace(UNREAD_FREE, '')
      .replace(/[ßłŁøØæÆœŒıİ]/g, ''),
  );
const UNREAD_FREE = new RegExp(
  `[a-zA-Z${OTHER_SCRIPT}\\u0300-\\u036f\\u064b-\\u065f\\u0670\\u0591-\\u05c7\\u0640\\u0671]`,
  'g',
);

/**
 * Letters only one of the languages read here writes: a word spelt with them is a word of that
 * language, whatever its folded letters spell in another (Polish "małż", a mussel, folds to German
 * "Malz", malt). Folding keeps this much of the word's language for the table's `only-` phrases.
 */
const LANGUAGE_LETTERS: readonly (readonly [string, RegExp])[] = [
  ['pl', /[ąćęłńśźż]/],
  ['de', /[äöüß]/],
  // Circumflexes and ç: French (and Portuguese), never Spanish: French "râpé" (grated) is not Spanish
  // "rape" (monkfish).
  ['fr', /[âêîôûç]/],
];

/** For each word of `normaliseForAllergens(text)`, the language its letters name, if any. */
export function wordLanguages(text: string): (string | undefined)[] {
  const languages: (string | undefined)[] = [];
  if (!/[ąćęłńśźżäöüßâêîôûç]/i.test(text)) return languages;
  for (const raw of text.toLowerCase().split(/[^\p{L}\p{M}]+/u)) {
    if (raw === '') continue;
    const language = LANGUAGE_LETTERS.find(([, letters]) => letters.test(raw))?.[0];
    for (const word of normaliseForAllergens(raw).split(' ')) if (word !== '') languages.push(language);
  }
  return languages;
}
