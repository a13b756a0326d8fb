// The finder's ingredients as plain values, without zod, so the ingredient finder opens without loading
// the schemas (issue 35): how many it takes, and how a list of them is tidied. The finder's contract
// (finder.ts) builds its rules from them and hands them on to the handlers.

export const MAX_FINDER_INGREDIENTS = 20;
export const NO_INGREDIENTS = 'Please add at least one ingredient';

/** SPEC 5: ingredients are lowercased, trimmed, duplicates ignored. */
export function normaliseIngredients(list: readonly string[]): string[] {
  const seen = new Set<string>();
  for (const raw of list) {
    const ingredient = raw.trim().replace(/\s+/g, ' ').toLowerCase();
    if (ingredient) seen.add(ingredient);
  }
  return [...seen];
}
