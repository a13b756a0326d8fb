// Who eats what (issue 38): the allergens and diets a person keeps and a recipe is classified by.
// The allergens are the EU's 14 (Regulation (EU) No 1169/2011, Annex II); the US's 9 (FALCPA and the
// FASTER Act: milk, eggs, fish, crustacean shellfish, tree nuts, peanuts, wheat, soybeans, sesame) are
// covered by them (wheat is a gluten cereal). Labels are the words the page shows. No zod here: the
// recipe page reads these before its first paint (schemas: eating-needs.ts).

export const ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soy',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

/** "Contains peanuts", "Sam is allergic to peanuts". */
export const ALLERGEN_LABELS: Readonly<Record<Allergen, string>> = {
  gluten: 'gluten',
  crustaceans: 'crustaceans',
  eggs: 'eggs',
  fish: 'fish',
  peanuts: 'peanuts',
  soy: 'soy',
  milk: 'milk',
  nuts: 'tree nuts',
  celery: 'celery',
  mustard: 'mustard',
  sesame: 'sesame',
  sulphites: 'sulphites',
  lupin: 'lupin',
  molluscs: 'molluscs',
};

export const DIETS = [
  'vegetarian',
  'vegan',
  'pescatarian',
  'gluten-free',
  'dairy-free',
  'halal',
  'kosher',
  'no-pork',
] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_LABELS: Readonly<Record<Diet, string>> = {
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  pescatarian: 'Pescatarian',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  halal: 'Halal',
  kosher: 'Kosher',
  'no-pork': 'No pork',
};

/**
 * A recipe's classification, computed from its ingredient lines when it is written (and on read for
 * recipes written before issue 38). `mayContain` never repeats what `contains` holds. A diet is in
 * `fits` when no line conflicts with it, in `check` when a line may (a stock that may be meat), and
 * in neither when a line does.
 */
export interface DietaryInfo {
  readonly contains: Allergen[];
  readonly mayContain: Allergen[];
  readonly fits: Diet[];
  readonly check: Diet[];
  /** For each allergen found, the first ingredient line that carries it ("2 tbsp peanut butter"). */
  readonly because: Partial<Record<Allergen, string>>;
  /**
   * The ingredient lines whose food the classifier could not place ("1 jar Miracle Whip"): what they
   * hold is unknown, so the recipe is never called safe until its cook checks them (a correction's
   * `checked`). Absent on classifications made before rules version 3.
   */
  readonly unknown?: string[];
  /** The version of the rules that classified it (domain/ingredients/classify-allergens.ts). */
  readonly rules?: number;
  /** What a person corrected ("this stock is vegetable stock"), kept with the recipe and applied. */
  readonly corrected?: DietaryCorrection;
}

/** A person's correction of a recipe's classification: what it does not contain, which diets it fits. */
export interface DietaryCorrection {
  readonly notContains: Allergen[];
  readonly fits: Diet[];
  readonly note: string | null;
  /** Lines the cook checked ("Some ingredients could not be checked"): they hold nothing else. */
  readonly checked?: string[];
}

/** A stored correction as read back, or null. */
export function readDietaryCorrection(value: unknown): DietaryCorrection | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const list = (field: unknown) => (Array.isArray(field) ? field : []);
  return {
    notContains: ALLERGENS.filter((allergen) => list(item.notContains).includes(allergen)),
    fits: DIETS.filter((diet) => list(item.fits).includes(diet)),
    note: typeof item.note === 'string' && item.note !== '' ? item.note : null,
    ...(Array.isArray(item.checked)
      ? { checked: item.checked.filter((line): line is string => typeof line === 'string') }
      : {}),
  };
}

/** A stored classification as read back (unknown values dropped), or null when it is not one. */
export function readDietaryInfo(value: unknown): DietaryInfo | null {
  if (typeof value !== 'object' || value === null) return null;
  const item = value as Record<string, unknown>;
  const allergens = (list: unknown) =>
    Array.isArray(list) ? ALLERGENS.filter((allergen) => list.includes(allergen)) : [];
  const diets = (list: unknown) => (Array.isArray(list) ? DIETS.filter((diet) => list.includes(diet)) : []);
  if (!Array.isArray(item.contains) || !Array.isArray(item.fits)) return null;
  const because: Partial<Record<Allergen, string>> = {};
  if (typeof item.because === 'object' && item.because !== null) {
    for (const [key, line] of Object.entries(item.because as Record<string, unknown>)) {
      if ((ALLERGENS as readonly string[]).includes(key) && typeof line === 'string') {
        because[key as Allergen] = line;
      }
    }
  }
  return {
    contains: allergens(item.contains),
    mayContain: allergens(item.mayContain),
    fits: diets(item.fits),
    check: diets(item.check),
    because,
    ...(Array.isArray(item.unknown)
      ? { unknown: item.unknown.filter((line): line is string => typeof line === 'string') }
      : {}),
    ...(typeof item.rules === 'number' ? { rules: item.rules } : {}),
    ...(item.corrected ? { corrected: readDietaryCorrection(item.corrected) ?? undefined } : {}),
  };
}

/** The allergies and diets kept on a stored item (a household member), unknown values dropped. */
export const readEatingNeeds = (item: Record<string, unknown>): EatingNeeds => ({
  allergies: Array.isArray(item.allergies)
    ? ALLERGENS.filter((allergen) => (item.allergies as unknown[]).includes(allergen))
    : [],
  diets: Array.isArray(item.diets) ? DIETS.filter((diet) => (item.diets as unknown[]).includes(diet)) : [],
});

/** What one person keeps: their allergies and diets. */
export interface EatingNeeds {
  readonly allergies: Allergen[];
  readonly diets: Diet[];
}
