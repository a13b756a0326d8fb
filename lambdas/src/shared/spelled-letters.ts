// Letters Unicode does not decompose into a base letter and a mark, so folding cannot drop an accent
// from them: they are spelled out instead ("ß" -> "ss", "ł" -> "l", "ı" -> "i"). Two foldings use it:
// the ingredient dictionaries' (domain/ingredients/languages/fold.ts) and Community search's
// (data/search-words.ts), whose stored index keys depend on it: changing this table means re-indexing
// (scripts/backfill-search-indexes.ts).

const SPELLED: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  ı: 'i',
  đ: 'd',
};

/** `text` (lower case) with each letter that has no accent to drop spelled out. */
export function spellOutLetters(text: string): string {
  return text.replace(/[ßæœøłıđ]/g, (ch) => SPELLED[ch] ?? ch);
}
