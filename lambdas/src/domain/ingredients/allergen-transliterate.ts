// Foods written in Hebrew or Arabic letters by their European name (issue 38, round J): "פטה" (feta),
// "מסקרפונה" (mascarpone), "بارميزان" (parmesan), "فريك" (freekeh). Loanwords keep their consonants and
// drop or guess the vowels, so a word the Hebrew and Arabic tables do not list is read against the
// Latin-script tables by its consonant skeleton: each letter as a class of sounds (b p f v; k c q g j;
// t d; s z sh ch ts; l r; m; n), vowels, h, y and the letters that write vowels dropped, a class
// written twice read once. Guards: a skeleton of two consonants at least, from a word of three letters;
// a table food of four letters at least; and it is a guess, "may contain", on a line already flagged.

import type { Trait } from './allergen-rules.js';
import { addToBucket } from './buckets.js';

/** Hebrew letters (finals already folded by allergen-text.ts) to their sound class; others are vowels. */
const HEBREW: Readonly<Record<string, string>> = {
  ב: 'p',
  ג: 'k',
  ד: 't',
  ז: 's',
  ט: 't',
  כ: 'k',
  ל: 'r',
  מ: 'm',
  נ: 'n',
  ס: 's',
  פ: 'p',
  צ: 's',
  ק: 'k',
  ר: 'r',
  ש: 's',
  ת: 't',
};

/** Arabic letters (hamza forms of alif folded by allergen-text.ts) to their sound class. */
const ARABIC: Readonly<Record<string, string>> = {
  ب: 'p',
  ت: 't',
  ث: 's',
  ج: 'k',
  خ: 'k',
  د: 't',
  ذ: 's',
  ر: 'r',
  ز: 's',
  س: 's',
  ش: 's',
  ص: 's',
  ض: 't',
  ط: 't',
  ظ: 's',
  غ: 'k',
  ف: 'p',
  ق: 'k',
  ك: 'k',
  ل: 'r',
  م: 'm',
  ن: 'n',
};

/**
 * A Latin word's sounds: each consonant as its class, each run of vowels as one "a" (a Hebrew or Arabic
 * spelling may leave any of them unwritten), a class written twice read once.
 */
export function latinSounds(word: string): string {
  return soundClasses(word)
    .replace(/[aeiouy]+/g, 'a')
    .replace(/([^a])\1+/g, '$1');
}

/** A Latin word's consonants as their classes, its vowels kept (y as i). */
export function soundClasses(word: string): string {
  return word
    .replace(/sch|sh|ch|tz|ts|zz|x/g, (group) => (group === 'x' ? 'ks' : 's'))
    .replace(/ph/g, 'p')
    .replace(/th/g, 't')
    .replace(/qu|ck|c(?![eiy])/g, 'k')
    .replace(/c/g, 's')
    .replace(/[bfvw]/g, 'p')
    .replace(/[gjq]/g, 'k')
    .replace(/d/g, 't')
    .replace(/z/g, 's')
    .replace(/l/g, 'r')
    .replace(/h/g, '')
    .replace(/y/g, 'i');
}

/** Letters that write a vowel in Hebrew and Arabic (read as "a", a vowel written). */
const VOWEL_LETTERS = /[אהויעاويىعهءئؤ]/;

/**
 * A Hebrew or Arabic word's sounds, as `latinSounds` writes them, or '' for another word. A vav or waw
 * that opens the word is a consonant (v, w); inside it, it writes a vowel. Hebrew het is dropped.
 */
export function foreignSounds(word: string): string {
  const table = /[\u05d0-\u05ea]/.test(word) ? HEBREW : /[\u0620-\u064a]/.test(word) ? ARABIC : undefined;
  if (table === undefined) return '';
  const letters = [...word].map((letter, at) => {
    if ((letter === 'ו' || letter === 'و') && at === 0) return 'p';
    return table[letter] ?? (VOWEL_LETTERS.test(letter) ? 'a' : '');
  });
  // Arabic writes Italian "zz" as "تز" (موتزاريلا).
  return letters
    .join('')
    .replace(/ts/g, 's')
    .replace(/a+/g, 'a')
    .replace(/([^a])\1+/g, '$1');
}

export const consonants = (sounds: string) => sounds.replace(/a/g, '');

/**
 * How many of a Latin word's vowels a foreign spelling leaves unwritten, if it may write it (the same
 * consonants in order, a vowel written only where the Latin word has one); otherwise undefined.
 */
function unwritten(foreign: string, latin: string): number | undefined {
  let at = 0;
  let skipped = 0;
  for (const sound of foreign) {
    if (sound !== 'a' && latin[at] === 'a') {
      at += 1;
      skipped += 1;
    }
    if (latin[at] !== sound) return undefined;
    at += 1;
  }
  if (at === latin.length) return skipped;
  return at === latin.length - 1 && latin[at] === 'a' ? skipped + 1 : undefined;
}

/** The shortest skeleton read, and the shortest word and table food it is read from. */
const SHORTEST_SKELETON = 2;
const SHORTEST_WORD = 3;
const SHORTEST_FOOD = 4;

/** Prefixes joined to a Hebrew or Arabic word: the, and, in, to, from (ה ו ב ל מ; و ب ل). */
const PREFIX = /^[הובלמوبل]/;

export type Foods = readonly {
  readonly joined: string;
  readonly traits: readonly Trait[];
  readonly joinedWords?: boolean;
}[];
export type Sounded = {
  readonly joined: string;
  readonly sounds: string;
  readonly length: number;
  readonly traits: readonly Trait[];
};

/** The foods by their consonants, built once for each list of foods. */
const INDEXES = new WeakMap<Foods, Map<string, Sounded[]>>();
export function indexOf(foods: Foods): Map<string, Sounded[]> {
  const known = INDEXES.get(foods);
  if (known) return known;
  const index = new Map<string, Sounded[]>();
  for (const { joined, traits, joinedWords } of foods) {
    if (traits.length === 0 || joined.length < SHORTEST_FOOD || joinedWords) continue;
    const sounds = latinSounds(joined);
    const key = consonants(sounds);
    addToBucket(index, key, { joined, sounds, length: joined.length, traits });
  }
  INDEXES.set(foods, index);
  return index;
}

/**
 * The traits of the Latin-script foods (`foods`: a table food's letters, joined, and its traits) that a
 * Hebrew or Arabic word may write, with or without a one-letter prefix: of the foods it may write, those
 * it writes most fully (fewest vowels unwritten, at most one for two consonants), and of those the ones
 * whose vowels it writes best (`vowelDistance`); foods of several words ("black cod") are never read. Two
 * consonants are read only from a word of four letters at most and a food of five ("פטה", feta).
 */
export function transliteratedTraits(word: string, foods: Foods): Set<Trait> {
  // The word as written first; without a prefix only if that reads no food ("بسكويت" is biscuit, not
  // ب + "سكويت", squid).
  for (const form of new Set([word, word.replace(PREFIX, '')])) {
    const best = closestFoods(form, foods);
    if (best.length > 0) return new Set(best.flatMap((food) => food.traits));
  }
  return new Set();
}

/** Letters that write i, o or u inside a Hebrew or Arabic word (yod, vav; ya, waw). */
const IOU_LETTERS = /[יוيو]/g;

/**
 * How far a food's vowels are from what a word writes: Hebrew and Arabic write i, o and u inside a
 * word with a letter and leave a and e unwritten, and a final he or ta marbuta writes a final "a".
 */
function vowelDistance(form: string, food: Sounded): number {
  const written = (form.slice(1).match(IOU_LETTERS) ?? []).length;
  const spoken = (food.joined.match(/[iou]+/g) ?? []).length;
  const finalA = /[הه]$/.test(form) && !food.joined.endsWith('a') ? 1 : 0;
  return Math.max(spoken - written, 0) + finalA;
}

/** The foods a Hebrew or Arabic word (one form of it) may write, the closest only. */
function closestFoods(form: string, foods: Foods): Sounded[] {
  if ([...form].length < SHORTEST_WORD) return [];
  const sounds = foreignSounds(form);
  const key = consonants(sounds);
  if (key.length < SHORTEST_SKELETON) return [];
  const short = key.length === SHORTEST_SKELETON;
  if (short && [...form].length > 4) return [];
  const scored: { food: Sounded; skipped: number; vowels: number }[] = [];
  for (const food of indexOf(foods).get(key) ?? []) {
    if (short && food.length > 5) continue;
    const skipped = unwritten(sounds, food.sounds);
    if (skipped === undefined || skipped > Math.floor(key.length / 2)) continue;
    scored.push({ food, skipped, vowels: vowelDistance(form, food) });
  }
  const fewest = Math.min(...scored.map(({ skipped }) => skipped));
  const tied = scored.filter(({ skipped }) => skipped === fewest);
  const nearest = Math.min(...tied.map(({ vowels }) => vowels));
  return tied.filter(({ vowels }) => vowels === nearest).map(({ food }) => food);
}
