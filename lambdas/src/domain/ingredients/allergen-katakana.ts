// Foods written in katakana by their European name (issue 38, round K): "カマンベール" (camembert),
// "モッツァレラ" (mozzarella), "パルメザン" (parmesan). Katakana writes a loanword by its sounds, so a
// katakana word the Japanese table does not list is romanised (Hepburn, without long vowels or the
// small tsu's doubling) and read against the Latin-script tables by its consonants, as Hebrew and Arabic
// loanwords are (allergen-transliterate.ts).

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
