// A form word in a compound or before "de"/"di" names the form, and the food is the word beside it
// (issue 38, round J): Dutch "tomatenpasta" and "sesampasta", Spanish "pasta de tomate", Italian "pasta
// di pistacchi", French "pâte d'arachide" are pastes, not pasta or pâté. The modifier decides: a food
// made into pastes (nuts, seeds, fish, tomato, peppers, garlic, olives...) makes the word its paste;
// any other keeps the form word's own reading ("volkorenpasta", "pasta di semola", "spinaziepasta" are
// pasta and hold gluten), so a doubt is never read as free of an allergen.
import { type Match, matchesOf, type Trait } from './allergen-rules.js';

/** Form words that are also a food of their own (pasta, pâté): the head read as a paste. */
const FORM_WORDS = new Set(['pasta', 'paste', 'pate']);

/** Traits that mark a modifier as a food commonly ground to a paste (nut butters, tahini, anchovy paste). */
const PASTE_TRAITS = new Set([
  'nuts',
  'peanuts',
  'sesame',
  'fish',
  'crustaceans',
  'molluscs',
  'soy',
  'mustard',
]);

/**
 * Word starts of plain foods made into pastes, in the languages Hearth parses (tomato, pepper, chili,
 * garlic, ginger, olive, truffle, tamarind, curry, vanilla, date, quince). Not chestnut: Italian
 * "pasta di castagne" is pasta made with chestnut flour.
 */
const PASTE_MAKERS =
  /^(?:tomat|tomaat|pomodor|paprik|pimient|piment|peperon|chil|knoflook|knoblauch|aglio|alho|ajo|ail|czosn|garlic|gember|ingwer|zenzer|gengibr|jengibr|ginger|imbir|olijf|oliv|aceitun|azeiton|truff|tartuf|trufa|tamarind|tamarin|curry|kerrie|vanill|vanig|baunilh|dadel|dattel|datil|tamar|quitten|membrill|marmel|coing|harissa|sambal|wasabi|biber|domates|aji)/;

/** The modifier of a form word: the part of its word before it, or the word after "de"/"di"/"d". */
function modifierOf(head: Match, text: string): { start: number; end: number } | undefined {
  const wordStart = text.lastIndexOf(' ', head.start - 1) + 1;
  if (wordStart < head.start) return { start: wordStart, end: head.start };
  const after = /^ (?:de|di|d|del|della|do|da) ([a-z]+)/.exec(text.slice(head.end));
  if (!after?.[1]) return undefined;
  const start = head.end + after[0].length - after[1].length;
  return { start, end: head.end + after[0].length };
}

/** Whether a head food (`head`, one of `matches` in `text`) is the paste of the food beside it. */
export function isPasteOf(head: Match, matches: readonly Match[], text: string): boolean {
  if (!FORM_WORDS.has(head.rule.phrase)) return false;
  const modifier = modifierOf(head, text);
  if (!modifier) return false;
  if (PASTE_MAKERS.test(text.slice(modifier.start, modifier.end))) return true;
  return matches.some(
    (other) =>
      other !== head &&
      other.start < modifier.end &&
      other.end > modifier.start &&
      [...other.rule.contains, ...other.rule.may].some((trait) => PASTE_TRAITS.has(trait)),
  );
}

/** Kana voiced as the second part of a compound (rendaku) and their plain forms: が か, だ た, ば は... */
const UNVOICED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'がぎぐげござじずぜぞだぢづでどばびぶべぼガギグゲゴザジズゼゾダヂヅデドバビブベボ'].map((letter) => [
    letter,
    String.fromCharCode(letter.charCodeAt(0) - 1),
  ]),
);

/**
 * What a Japanese compound holds when its second part is a food voiced by rendaku (issue 38, round K):
 * "練りがらし" is 練り + からし (mustard), "ごまだれ" is ごま + たれ (sesame sauce). Each voiced kana
 * after the first letter is read plain, and a table food that starts there is the compound's head.
 */
export function rendakuTraits(word: string): { contains: Set<Trait>; may: Set<Trait> } {
  const contains = new Set<Trait>();
  const may = new Set<Trait>();
  const letters = [...word];
  letters.forEach((letter, at) => {
    const plain = UNVOICED[letter];
    if (at === 0 || plain === undefined) return;
    const variant = [...letters.slice(0, at), plain, ...letters.slice(at + 1)].join('');
    const start = letters.slice(0, at).join('').length;
    for (const match of matchesOf(variant))
      if (match.start === start) {
        for (const trait of match.rule.contains) contains.add(trait);
        for (const trait of match.rule.may) may.add(trait);
      }
  });
  return { contains, may };
}
