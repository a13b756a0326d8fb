// Which language a page is printed in, from the words of a first reading with the English model.
// Accented letters are misread in that pass, so the cue words are ones that survive it unaccented:
// short function words and the units and headings of each language's recipes. A language wins when
// its cues clearly outnumber English ones; otherwise the page reads as English. Danish and Norwegian
// share most of their cue words: the ones they spell apart ("af"/"av", "spsk"/"ss") decide, and a tie
// goes to Danish (either model reads æ, ø and å, which English turns into "ee", "o" and "a"). Czech and
// Slovak share their prepositions with Polish (on a tie Polish, listed first, wins): the words the two
// spell apart decide between them ("nebo"/"alebo", "lžíce"/"lyžica", "mouka"/"múka"). The cue words
// are data, a list a language in language-cues.json.
import CUES_FILE from './language-cues.json' with { type: 'json' };

/** The languages a printed page is read in. */
export type PageLanguage =
  | 'en'
  | 'de'
  | 'fr'
  | 'es'
  | 'it'
  | 'nl'
  | 'pt'
  | 'sv'
  | 'pl'
  | 'da'
  | 'no'
  | 'hu'
  | 'cs'
  | 'sk';

/** The cue words of each language: words that survive a first reading with the English model unaccented. */
const CUES: Readonly<Record<PageLanguage, readonly string[]>> = CUES_FILE;

const fold = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ł/g, 'l').toLowerCase();

const CUE_SETS = Object.fromEntries(
  Object.entries(CUES).map(([language, words]) => [language, new Set(words.map(fold))]),
) as Record<PageLanguage, Set<string>>;

/** Counts of cue words per language in the text (every occurrence counts). */
function cueCounts(text: string): Record<PageLanguage, number> {
  const counts = Object.fromEntries(Object.keys(CUES).map((l) => [l, 0])) as Record<PageLanguage, number>;
  for (const word of fold(text).match(/[\p{L}.]+/gu) ?? []) {
    const bare = word.replace(/\.+$/, '');
    for (const language of Object.keys(CUES) as PageLanguage[]) {
      if (CUE_SETS[language].has(bare) || CUE_SETS[language].has(word)) counts[language] += 1;
    }
  }
  return counts;
}

/** The page's language, 'en' unless another language's cues clearly outnumber English ones. */
export function detectLanguage(text: string): PageLanguage {
  const counts = cueCounts(text);
  const others = (Object.keys(counts) as PageLanguage[]).filter((l) => l !== 'en');
  const best = others.reduce((a, b) => (counts[b] > counts[a] ? b : a));
  return counts[best] >= Math.max(6, counts.en * 1.5) ? best : 'en';
}
