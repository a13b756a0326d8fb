// The allergen tables read as rules (issue 38): each phrase of food-tables/allergens-en.txt,
// allergens-europe.txt, allergens-world.txt and allergens-species.txt as a pattern with the traits it carries, and the matching of one normalised
// line against them (the longest phrase wins; a `replace` food stands in for the `head` food after it).
import { ALLERGENS, type Allergen } from '../../contracts/allergens.js';
import type { GuessFood } from './allergen-guess.js';
import { isOtherScript, normaliseForAllergens } from './allergen-text.js';
import { addToBucket } from './buckets.js';
import { foodTable } from './food-tables/index.js';

const TAGS = ['meat', 'pork', 'poultry', 'honey', 'gelatin', 'alcohol'] as const;
type Tag = (typeof TAGS)[number];
/** What a food may carry: an allergen, or a tag a diet rules out. */
export type Trait = Allergen | Tag;

const TRAITS = new Set<string>([...ALLERGENS, ...TAGS]);

export interface Rule {
  readonly phrase: string;
  readonly inWord: boolean;
  readonly contains: readonly Trait[];
  readonly may: readonly Trait[];
  /** Traits this phrase rules out for the rest of its line ("gluten-free", "vegan"). */
  readonly without: readonly Trait[];
  readonly head: boolean;
  readonly replace: boolean;
  /** A plain `replace` food that stands in for milk too ("rice milk", "Kokosmilch"), not only for flour. */
  readonly plantMilk: boolean;
  /** The one language a phrase is a food in (`only-de`): not read in a word spelt with another's letters. */
  readonly language: string | undefined;
  readonly pattern: RegExp;
  /** Text the line must hold for the pattern to match at all (a cheap test before the expression). */
  readonly probe: string;
}

/**
 * Compound foods by kind: what a food of the kind may hold besides what its name says, written once
 * (`@kind` in a table line). A compound food is never taken as free of an allergen its kind commonly
 * carries. Sources: the FSA's technical guidance above (bread improvers with soya flour and milk,
 * nougat with egg white and milk powder), the ingredient lists of the leading
 * supermarket ranges of each kind (sliced sandwich loaves: milk, soya flour; filled pasta:
 * egg dough, a cheese or meat filling with celery in the soffritto; biscuits and cakes: butter, egg,
 * soya lecithin), and the national food composition tables named in food-tables/plain-foods.txt.
 */
const TRAIT_KINDS: Readonly<Record<string, string>> = {
  loaf: 'milk? soy?',
  filled: 'milk? celery?',
  sweets: 'milk? eggs?',
  baked: 'milk? eggs? soy?',
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A whole-word phrase, also in the forms a plural takes once `singular` has cut it: French "pistaches"
 * and "seiches" lose their "-es" (pistach, seich), Spanish "boquerones" keeps an "e" (boquerone).
 */
function wholeWord(phrase: string): string {
  if (phrase.endsWith('che')) return `${escapeRegExp(phrase.slice(0, -1))}e?`;
  if (phrase.endsWith('on')) return `${escapeRegExp(phrase)}e?`;
  return escapeRegExp(phrase);
}

function parseTable(table: string): Rule[] {
  const rules: Rule[] = [];
  for (const raw of table.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const [phrases, traits] = line.split('=');
    if (phrases === undefined || traits === undefined)
      throw new Error(`Allergen table line without "=": ${line}`);
    const contains: Trait[] = [];
    const may: Trait[] = [];
    const without: Trait[] = [];
    let head = false;
    let replace = false;
    let plantMilk = false;
    let language: string | undefined;
    const expanded = traits.replace(/@([a-z]+)/g, (_, kind: string) => {
      const more = TRAIT_KINDS[kind];
      if (more === undefined) throw new Error(`Unknown kind "@${kind}" in: ${line}`);
      return more;
    });
    for (const word of expanded.trim().split(/\s+/)) {
      if (word === '-') continue;
      if (word === 'head') head = true;
      else if (word === 'replace') replace = true;
      else if (word === 'plant-milk') plantMilk = true;
      else if (word.startsWith('only-')) language = word.slice('only-'.length);
      else {
        const name = word.replace(/^not-/, '').replace(/\?$/, '');
        if (!TRAITS.has(name)) throw new Error(`Unknown trait "${word}" in: ${line}`);
        const list = word.startsWith('not-') ? without : word.endsWith('?') ? may : contains;
        list.push(name as Trait);
      }
    }
    for (const written of phrases.split(',')) {
      const mark = written.trim()[0];
      const inWord = mark === '~';
      const phrase = normaliseForAllergens(written.replace(/^\s*[~^]/, ''));
      if (phrase === '') continue;
      // In a `~` phrase every word but the last is a stem too ("~orzech wlosk": "orzechów włoskich").
      const pattern = inWord
        ? new RegExp(escapeRegExp(phrase).replace(/ /g, '[a-z]* '), 'g')
        : mark === '^'
          ? new RegExp(`(?<![a-z])${escapeRegExp(phrase)}`, 'g')
          : new RegExp(`(?<![a-z])${wholeWord(phrase)}(?![a-z])`, 'g');
      const probe = inWord
        ? (phrase.split(' ')[0] ?? phrase)
        : phrase.endsWith('che')
          ? phrase.slice(0, -1)
          : phrase;
      rules.push({
        phrase,
        inWord,
        contains,
        may,
        without,
        head,
        replace,
        plantMilk,
        language,
        pattern,
        probe,
      });
    }
  }
  // The longest phrase wins where phrases overlap ("peanut butter" before "butter").
  return rules.sort((a, b) => b.phrase.length - a.phrase.length);
}

const ALLERGEN_TABLES = [
  'allergens-en.txt',
  'allergens-europe.txt',
  'allergens-world.txt',
  'allergens-species.txt',
] as const;

let RULES: Rule[] | undefined;
export const rules = (): Rule[] => {
  RULES ??= parseTable(ALLERGEN_TABLES.map(foodTable).join('\n'));
  return RULES;
};

/**
 * A probe's first three letters (all of a shorter one: Japanese "卵"). Three, not two: a line's pairs
 * of letters ("ma", "ca", "ch") start ~160 of the ~3,800 probes, its triples ~20, and a line holds ~1.
 */
const KEY_LENGTH = 3;
const keyOf = (probe: string) => probe.slice(0, KEY_LENGTH);

let BY_KEY: Map<string, number[]> | undefined;
/** The rules' places in `rules()`, by their probe's first letters, so a line checks only rules it could hold. */
const byKey = () => {
  if (BY_KEY) return BY_KEY;
  const index = new Map<string, number[]>();
  for (const [at, rule] of rules().entries()) addToBucket(index, keyOf(rule.probe), at);
  BY_KEY = index;
  return index;
};

/**
 * The rules a text could match, in `rules()`'s order (longest phrase first): every rule whose probe
 * the text holds, as its key is the text's letters at some place (a shorter probe's, fewer of them).
 */
function candidates(text: string): Rule[] {
  const index = byKey();
  const places = new Set<number>();
  for (let at = 0; at < text.length; at += 1)
    for (let length = 1; length <= KEY_LENGTH && at + length <= text.length; length += 1)
      for (const place of index.get(text.slice(at, at + length)) ?? []) places.add(place);
  const all = rules();
  return [...places].sort((a, b) => a - b).map((place) => all[place] as Rule);
}

/**
 * Words naming a kind of food, not one food: read only at the end of a word no table places, where
 * the species before them is unknown ("Schollen|filets", "scholfilets", "Zander|loin"). A fillet of
 * a meat the tables know is placed by them ("Hähnchenfilet", "kipfilet") and never guessed.
 */
const CATEGORY_GUESSES: readonly GuessFood<Trait>[] = [
  ...'filet fillet filete filetto fileto loin'
    .split(' ')
    .map((joined) => ({ joined, traits: ['fish'] as Trait[] })),
  ...'muschel schelp mossel'.split(' ').map((joined) => ({ joined, traits: ['molluscs'] as Trait[] })),
  ...'kaas kase'.split(' ').map((joined) => ({ joined, traits: ['milk'] as Trait[] })),
];

let GUESSES: GuessFood<Trait>[] | undefined;
/** The tables' foods in the Latin script, for guessing what an unplaced word is (allergen-guess.ts). */
export const guesses = (): GuessFood<Trait>[] => {
  GUESSES ??= [
    ...rules()
      .filter((rule) => !isOtherScript(rule.phrase.replace(/ /g, '')) && rule.without.length === 0)
      .map((rule) => ({
        joined: rule.phrase.replace(/ /g, ''),
        traits: [...rule.contains, ...rule.may],
        joinedWords: rule.phrase.includes(' '),
      })),
    ...CATEGORY_GUESSES,
  ];
  return GUESSES;
};

export interface Match {
  readonly start: number;
  readonly end: number;
  readonly rule: Rule;
}

/** Words between a food and what stands in for it: "lait de coco", "harina de arroz". */
const CONNECTOR = /^ (?:de|di|del|della|du|des|d|da|do|dos|van|of) $/;

/**
 * The language each letter of a normalised line was written in, from its words' (`wordLanguages`), or
 * none when the two do not line up.
 */
function letterLanguages(text: string, languages: readonly (string | undefined)[]) {
  const words = text.split(' ');
  if (words.length !== languages.length || languages.every((language) => language === undefined))
    return undefined;
  return words.flatMap((word, at) => [...new Array<string | undefined>(word.length + 1).fill(languages[at])]);
}

/**
 * The food matches of one normalised line, longest first, none overlapping. A phrase of one language
 * (`only-de`) is not read where the words were spelt with another language's letters (`languages`,
 * one for each word of the line: allergen-text.ts).
 */
export function matchesOf(text: string, languages: readonly (string | undefined)[] = []): Match[] {
  const taken = new Uint8Array(text.length);
  const matches: Match[] = [];
  const letters = letterLanguages(text, languages);
  const foreign = (rule: Rule, start: number, end: number) =>
    rule.language !== undefined &&
    (letters?.slice(start, end).some((language) => language !== undefined && language !== rule.language) ??
      false);
  for (const rule of candidates(text)) {
    if (!text.includes(rule.probe)) continue;
    rule.pattern.lastIndex = 0;
    for (const found of text.matchAll(rule.pattern)) {
      const start = found.index;
      const end = start + found[0].length;
      if (taken.subarray(start, end).some((cell) => cell === 1)) continue;
      if (foreign(rule, start, end)) continue;
      taken.fill(1, start, end);
      matches.push({ start, end, rule });
    }
  }
  return matches.sort((a, b) => a.start - b.start);
}

/** The `replace` food that stands in for this head ("almond milk", "Kokosmilch", "lait de coco"), if any. */
export function replacedBy(head: Match, matches: readonly Match[], text: string): Match | undefined {
  return matches.find((other) => {
    if (!other.rule.replace || other === head) return false;
    if (other.end <= head.start) {
      const between = text.slice(other.end, head.start);
      // The next word, or later in the same word once the stem's own ending is read ("Kokos|milch").
      return between === ' ' || /^[a-z]*$/.test(between);
    }
    return CONNECTOR.test(text.slice(head.end, other.start));
  });
}
