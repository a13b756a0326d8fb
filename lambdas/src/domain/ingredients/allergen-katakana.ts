// Foods written in katakana by their European name (issue 38, round K): "カマンベール" (camembert),
// "モッツァレラ" (mozzarella), "パルメザン" (parmesan). Katakana writes a loanword by its sounds, so a
// katakana word the Japanese table does not list is romanised (Hepburn, without long vowels or the
// small tsu's doubling) and read against the Latin-script tables by its consonants, as Hebrew and Arabic
// loanwords are (allergen-transliterate.ts).
import type { Trait } from './allergen-rules.js';
import {
  consonants,
  type Foods,
  indexOf,
  latinSounds,
  type Sounded,
  soundClasses,
} from './allergen-transliterate.js';

/** Each katakana letter as Latin letters (the small ones after a letter are read with it below). */
const KANA: Readonly<Record<string, string>> = Object.fromEntries(
  (
    'ア a,イ i,ウ u,エ e,オ o,カ ka,キ ki,ク ku,ケ ke,コ ko,ガ ga,ギ gi,グ gu,ゲ ge,ゴ go,サ sa,シ shi,ス su,' +
    'セ se,ソ so,ザ za,ジ ji,ズ zu,ゼ ze,ゾ zo,タ ta,チ chi,ツ tsu,テ te,ト to,ダ da,ヂ ji,ヅ zu,デ de,ド do,' +
    'ナ na,ニ ni,ヌ nu,ネ ne,ノ no,ハ ha,ヒ hi,フ fu,ヘ he,ホ ho,バ ba,ビ bi,ブ bu,ベ be,ボ bo,パ pa,ピ pi,' +
    'プ pu,ペ pe,ポ po,マ ma,ミ mi,ム mu,メ me,モ mo,ヤ ya,ユ yu,ヨ yo,ラ ra,リ ri,ル ru,レ re,ロ ro,ワ wa,' +
    'ヲ o,ン n,ヴ vu,ァ a,ィ i,ゥ u,ェ e,ォ o,ャ ya,ュ yu,ョ yo'
  )
    .split(',')
    .map((pair) => pair.split(' ') as [string, string]),
);

/** Small vowels and ya/yu/yo that join the letter before (ファ fa, ティ ti, シュ shu). */
const SMALL = /[ァィゥェォャュョ]/;

/** A katakana word's Latin letters, or '' for a word with other letters. */
export function katakanaLatin(word: string): string {
  if (!/^[\u30a1-\u30fc]+$/.test(word)) return '';
  let latin = '';
  for (const letter of word) {
    if (letter === 'ー' || letter === 'ッ') continue;
    const sounds = KANA[letter];
    if (sounds === undefined) return '';
    if (SMALL.test(letter) && /[aeiou]$/.test(latin)) {
      // The vowel before is replaced: フ+ァ fa, シ+ュ shu, テ+ィ ti.
      latin =
        latin.slice(0, -1) +
        (sounds.startsWith('y') && /(?:sh|ch|j)$/.test(latin.slice(0, -1)) ? sounds.slice(1) : sounds);
    } else latin += sounds;
  }
  return latin;
}

/** The katakana runs of a Japanese word, of three letters at least (the loanwords among its kanji). */
export const katakanaRuns = (word: string): string[] =>
  [...word.matchAll(/[\u30a1-\u30fa\u30fc]{3,}/g)].map((run) => run[0]);

/** The fewest consonants a katakana word is read by (バター, butter, is too short to tell). */
const SHORTEST_KANA_SKELETON = 3;

/** The farthest a katakana word is read from a food: a silent letter, a vowel or two heard otherwise. */
const FARTHEST_KANA = 1.5;

const isVowel = (sound: string | undefined) => sound !== undefined && 'aeiou'.includes(sound);

/**
 * How far a katakana word's sounds are from a food's (both as `soundClasses` writes them): an edit
 * distance where a vowel katakana adds after a consonant costs a quarter ("ru" for a final r), a vowel
 * heard otherwise or left out half, a food's silent final consonant half (camembert), any other change one.
 */
function kanaDistance(kana: string, food: string): number {
  let row = Array.from({ length: food.length + 1 }, (_, at) => at);
  const dropped = (at: number) => (isVowel(food[at - 1]) ? 0.5 : at === food.length ? 0.5 : 1);
  for (let at = 1; at <= food.length; at += 1) row[at] = (row[at - 1] ?? 0) + dropped(at);
  for (const sound of kana) {
    const added = isVowel(sound) ? 0.25 : 1;
    const next = [(row[0] ?? 0) + added];
    for (let at = 1; at <= food.length; at += 1) {
      const other = food[at - 1];
      const swap = other === sound ? 0 : isVowel(other) && isVowel(sound) ? 0.5 : 1;
      next.push(
        Math.min((row[at - 1] ?? 0) + swap, (row[at] ?? 0) + added, (next[at - 1] ?? 0) + dropped(at)),
      );
    }
    row = next;
  }
  return row[food.length] ?? Number.POSITIVE_INFINITY;
}

/**
 * Whether katakana sounds and a food have the same length class: their vowel groups differ by at most
 * one (katakana adds one to a final consonant: camembert, kamanbēru), so "ハバネロ" (habanero, four)
 * is not paneer (two).
 */
const vowelGroups = (sounds: string) => sounds.match(/[aeiouy]+/g)?.length ?? 0;
const sameLengthClass = (sounds: string, food: string) =>
  Math.abs(vowelGroups(sounds) - vowelGroups(food)) <= 1;

/** Sounds with a consonant written twice read once, and a vowel held (ー, "ee") read once. */
const single = (sounds: string) => sounds.replace(/(.)\1+/g, '$1');

/**
 * The traits of the Latin-script foods a katakana word may write (round K): its romanised sounds, ン
 * before p, b or m read as m, against the foods with the same consonants, or those and a final silent
 * one ("カマンベール", camembert); only the closest foods, within `FARTHEST_KANA`, vowels compared.
 */
export function katakanaTraits(word: string, foods: Foods): Set<Trait> {
  const found = new Set<Trait>();
  for (const run of katakanaRuns(word)) {
    const sounds = single(soundClasses(katakanaLatin(run).replace(/n(?=[pbm])/g, 'm')));
    const key = consonants(latinSounds(sounds));
    if (key.length < SHORTEST_KANA_SKELETON) continue;
    const near = [...(indexOf(foods).get(key) ?? []), ...(silentEndIndex(foods).get(key) ?? [])];
    const scored = near
      .filter((food) => sameLengthClass(sounds, food.joined))
      .map((food) => ({
        food,
        distance: kanaDistance(sounds, single(soundClasses(food.joined))),
      }));
    const closest = Math.min(FARTHEST_KANA, ...scored.map(({ distance }) => distance));
    for (const { food, distance } of scored)
      if (distance <= closest) for (const trait of food.traits) found.add(trait);
  }
  return found;
}

/** The foods by their consonants but a final one (French camembert, dropped in katakana). */
const SILENT_END = new WeakMap<Foods, Map<string, Sounded[]>>();
function silentEndIndex(foods: Foods): Map<string, Sounded[]> {
  const known = SILENT_END.get(foods);
  if (known) return known;
  const index = new Map<string, Sounded[]>();
  for (const [key, list] of indexOf(foods))
    if (key.length > SHORTEST_KANA_SKELETON) {
      const shorter = key.slice(0, -1);
      const silent = list.filter((food) => !food.sounds.endsWith('a'));
      index.set(shorter, [...(index.get(shorter) ?? []), ...silent]);
    }
  SILENT_END.set(foods, index);
  return index;
}
