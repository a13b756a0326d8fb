import { normaliseIngredients } from '@contracts/finder-ingredients';

/** Adds what was typed (one or several, comma-separated) to the chips: lower-cased, trimmed, no repeats. */
export function addChips(chips: readonly string[], typed: string): string[] {
  return normaliseIngredients([...chips, ...typed.split(',')]);
}
