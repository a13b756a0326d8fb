// Which allergens a recipe contains or may contain, and which diets it fits, read from its ingredient
// lines by the cited tables (food-tables/allergens-*.txt, read as rules in allergen-rules.ts). Safety first: a line is read
// whole, parentheses and notes included ("oil (or peanut oil)"), every food on it counts, alternatives
// too ("butter or margarine" contains milk), and a food that is sometimes made with an allergen (stock,
// chocolate, pesto) "may contain" it. Headings ("For the sauce:") name no food and are skipped.
import {
  ALLERGENS,
  type Allergen,
  DIETS,
  type Diet,
  type DietaryCorrection,
  type DietaryInfo,
} from '../../contracts/allergens.js';
import { isPasteOf, rendakuTraits } from './allergen-compounds.js';
import { foldingCollisions } from './allergen-folding.js';
import { guessTraits } from './allergen-guess.js';
import { katakanaTraits } from './allergen-katakana.js';
import { guesses, matchesOf, replacedBy, type Trait } from './allergen-rules.js';
import { isSeafoodLine, SEAFOOD_CONTEXT, seafoodCues } from './allergen-seafood.js';
import { hasUnreadLetters, isOtherScript, normaliseForAllergens, wordLanguages } from './allergen-text.js';
import { transliteratedTraits } from './allergen-transliterate.js';
import { isLineWord, isListedWord, mainPart, unplacedWords } from './placed-lines.js';

export type { Trait };
export { normaliseForAllergens };

/**
 * Raised whenever the tables or rules change what a line means: a classification stored under older
 * rules is then not trusted (a card shows none, the recipe page classifies again) until it is rewritten.
 */
export const ALLERGEN_RULES_VERSION = 9;

/** What `unplaced` holds for letters of a script the classifier does not read. */
const UNREAD = '(unread script)';

/** The lines a classification names as not checked, at most (a recipe holds at most a few hundred). */
const MAX_UNKNOWN_LINES = 50;

/**
 * A person's correction applied to a classification: what they say it does not contain leaves both
 * lists; the diets they say it fits are fitted (a stock they know is vegetable stock). Kept with it.
 */
export function applyCorrection(
  info: DietaryInfo,
  correction: DietaryCorrection | null | undefined,
): DietaryInfo {
  if (!correction) return info;
  const removed = new Set(correction.notContains);
  const because: Partial<Record<Allergen, string>> = { ...info.because };
  for (const allergen of removed) delete because[allergen];
  const fits = DIETS.filter((diet) => info.fits.includes(diet) || correction.fits.includes(diet));
  // A line the cook checked holds nothing else; an edited line is a new line, not checked.
  const checked = new Set(correction.checked ?? []);
  return {
    ...info,
    ...(info.unknown ? { unknown: info.unknown.filter((line) => !checked.has(line)) } : {}),
    contains: info.contains.filter((allergen) => !removed.has(allergen)),
    mayContain: info.mayContain.filter((allergen) => !removed.has(allergen)),
    fits,
    check: info.check.filter((diet) => !fits.includes(diet)),
    because,
    corrected: correction,
  };
}

/** A stored classification made by the rules in force, or null. */
export const currentDietary = (stored: DietaryInfo | null | undefined): DietaryInfo | null =>
  stored && stored.rules === ALLERGEN_RULES_VERSION ? stored : null;

export interface LineTraits {
  readonly contains: ReadonlySet<Trait>;
  readonly may: ReadonlySet<Trait>;
  /** The words of the line's main part that name no food the classifier knows (placed-lines.ts). */
  readonly unplaced: readonly string[];
}

/** What one ingredient line contains and may contain. */
export function classifyLine(line: string): LineTraits {
  const contains = new Set<Trait>();
  const may = new Set<Trait>();
  const trimmed = line.trim();
  if (trimmed === '' || trimmed.endsWith(':')) return { contains, may, unplaced: [] };
  const text = normaliseForAllergens(trimmed);
  const matches = matchesOf(text, wordLanguages(trimmed));
  for (const match of matches) {
    // "Gluten-free flour", "vegan butter": what the words rule out holds for the rest of the line.
    const ruledOut = (trait: Trait) =>
      matches.some((other) => other.start < match.start && other.rule.without.includes(trait));
    // "Tomatenpasta", "pasta de sésamo", "pâte d'arachide": the paste of the food beside the form word.
    if (isPasteOf(match, matches, text)) continue;
    const by = match.rule.head ? replacedBy(match, matches, text) : undefined;
    if (by) {
      // A plain food stands in for flour or pasta ("rice flour", "chickpea pasta"); before a dairy
      // food, unless it is one plant milks are made of (rice, coconut), it names a dish of both
      // ("cauliflower cheese") or a plant cream that may still hold milk.
      const plain = by.rule.contains.length + by.rule.may.length === 0 && !by.rule.plantMilk;
      const dairy = match.rule.contains.includes('milk') || match.rule.may.includes('milk');
      if (plain && dairy && !ruledOut('milk')) may.add('milk');
      continue;
    }
    for (const trait of match.rule.contains) if (!ruledOut(trait)) contains.add(trait);
    for (const trait of match.rule.may) if (!ruledOut(trait)) may.add(trait);
  }
  for (const trait of contains) may.delete(trait);
  const rawMain = mainPart(trimmed);
  const main = normaliseForAllergens(rawMain);
  // Most lines are their own main part: their matches are read once.
  const mainMatches = main === text ? matches : matchesOf(main, wordLanguages(rawMain));
  const found = mainMatches.map(({ start, end, rule }) => ({
    start,
    end,
    plain: rule.contains.length + rule.may.length === 0,
  }));
  const unplaced = unplacedWords(main, found);
  // "cação" (dogfish) folded to "cacao" (cocoa): a reading of another language is not a checked line.
  for (const word of foldingCollisions(rawMain, main, mainMatches))
    if (!unplaced.includes(word)) unplaced.push(word);
  // A word not placed may be a food misspelt or ending a compound: what that food carries, it may.
  // A Hebrew or Arabic word may be a European food written in those letters ("פטה", feta), when it is
  // the line's only food: beside a known one it is a container ("חבילת") or a descriptor ("קלויים").
  const foodless =
    found.length === 0 && main.split(' ').every((word) => isLineWord(word) || unplaced.includes(word));
  for (const word of unplaced.filter((unplacedWord) => !isListedWord(unplacedWord)))
    for (const trait of !isOtherScript(word)
      ? guessTraits(word, guesses())
      : foodless
        ? [...transliteratedTraits(word, guesses()), ...katakanaTraits(word, guesses())]
        : [])
      if (!contains.has(trait)) may.add(trait);
  // A Japanese compound whose second part is a food voiced by rendaku ("練りがらし"): that food decides.
  for (const word of unplaced.filter(isOtherScript)) {
    const head = rendakuTraits(word);
    for (const trait of head.contains) contains.add(trait);
    for (const trait of head.may) if (!contains.has(trait)) may.add(trait);
  }
  for (const trait of contains) may.delete(trait);
  // A word not placed beside a fillet, a shell, "scaled" or "deveined" may be a fish or shellfish;
  // beside a known fish or shellfish the cue describes that one ("calamari puliti"): it adds no kind.
  const knownSeafood = SEAFOOD_CONTEXT.some((trait) => contains.has(trait));
  if (unplaced.length > 0 && !knownSeafood)
    for (const trait of seafoodCues(text)) if (!contains.has(trait)) may.add(trait);
  // Letters of a script the tables do not read (Cyrillic, Korean...) are never read as nothing.
  if (hasUnreadLetters(rawMain)) unplaced.push(UNREAD);
  return { contains, may, unplaced };
}

/** What a diet rules out: a trait that is contained breaks it, one that may be contained asks a check. */
const DIET_CONFLICTS: Readonly<Record<Diet, readonly Trait[]>> = {
  vegetarian: ['meat', 'pork', 'poultry', 'fish', 'crustaceans', 'molluscs', 'gelatin'],
  vegan: ['meat', 'pork', 'poultry', 'fish', 'crustaceans', 'molluscs', 'gelatin', 'milk', 'eggs', 'honey'],
  pescatarian: ['meat', 'pork', 'poultry', 'gelatin'],
  'gluten-free': ['gluten'],
  'dairy-free': ['milk'],
  halal: ['pork', 'alcohol'],
  kosher: ['pork', 'crustaceans', 'molluscs'],
  'no-pork': ['pork'],
};

const isMeat = (traits: ReadonlySet<Trait>) =>
  traits.has('meat') || traits.has('pork') || traits.has('poultry');

/** A recipe's allergens and diets from its ingredient text (one line per ingredient). */
export function classifyIngredients(ingredients: string | null | undefined): DietaryInfo {
  const contains = new Set<Trait>();
  const may = new Set<Trait>();
  // The line named for an allergen: the first that contains it, else the first that may.
  const because = new Map<Trait, string>();
  const becauseMay = new Map<Trait, string>();
  const unknown: string[] = [];
  const lines = (ingredients ?? '').split('\n');
  const classified = lines.map(classifyLine);
  // A recipe with a line or a heading of fish or shellfish ("For the fish:", "300 g de gambas") is a
  // seafood context: a line whose food no table places may be one too (a paella's "500 g de navajas").
  const seafood = lines.some((line, at) => {
    const traits = line.trim().endsWith(':') ? classifyLine(line.replace(/:\s*$/, '')) : classified[at];
    return traits !== undefined && isSeafoodLine(traits.contains, traits.may);
  });
  for (const [at, line] of lines.entries()) {
    const traits = classified[at] ?? classifyLine(line);
    const lineMay = new Set(traits.may);
    if (seafood && traits.unplaced.length > 0)
      for (const trait of SEAFOOD_CONTEXT) if (!traits.contains.has(trait)) lineMay.add(trait);
    if (traits.unplaced.length > 0 && unknown.length < MAX_UNKNOWN_LINES) unknown.push(line.trim());
    for (const trait of traits.contains) {
      contains.add(trait);
      if (!because.has(trait)) because.set(trait, line.trim());
    }
    for (const trait of lineMay) {
      may.add(trait);
      if (!becauseMay.has(trait)) becauseMay.set(trait, line.trim());
    }
  }
  for (const trait of contains) may.delete(trait);
  const fits: Diet[] = [];
  const check: Diet[] = [];
  for (const diet of DIETS) {
    const conflicts = DIET_CONFLICTS[diet];
    let breaks = conflicts.some((trait) => contains.has(trait));
    let doubtful = conflicts.some((trait) => may.has(trait));
    if (diet === 'kosher') {
      // Meat (poultry too) and milk are never cooked together.
      if (isMeat(contains) && contains.has('milk')) breaks = true;
      else if ((isMeat(contains) || isMeat(may)) && (contains.has('milk') || may.has('milk')))
        doubtful = true;
    }
    if (diet === 'halal' && contains.has('gelatin')) doubtful = true;
    if (breaks) continue;
    (doubtful ? check : fits).push(diet);
  }
  const keptBecause: Partial<Record<Allergen, string>> = {};
  for (const allergen of ALLERGENS) {
    const line = because.get(allergen) ?? becauseMay.get(allergen);
    if (line !== undefined) keptBecause[allergen] = line;
  }
  return {
    contains: ALLERGENS.filter((allergen) => contains.has(allergen)),
    mayContain: ALLERGENS.filter((allergen) => may.has(allergen)),
    fits,
    check,
    because: keptBecause,
    unknown,
    rules: ALLERGEN_RULES_VERSION,
  };
}
