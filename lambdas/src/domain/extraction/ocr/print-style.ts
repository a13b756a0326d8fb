// How a page sets its amounts, read off all its lines at once. A reader drops the narrow space
// between an amount and its unit now and then ("1tsp salt" for "1 tsp salt"), so a line glued alone
// is a lost space; but a page that glues every amount to its spoon or cup unit, with none spaced
// ("4.0tbsp cornflour", "0.25tsp fine salt", as recipe software prints them), prints them so.
import { amountUnitJoin, splitMarks } from './correct-line.js';

/** This many glued lines, and none spaced, make a page that prints its units glued. */
const GLUED_LINES = 3;

export function printsUnitsGlued(lines: readonly string[]): boolean {
  let glued = 0;
  for (const raw of lines) {
    const join = amountUnitJoin(splitMarks(raw.trim()).line);
    if (join === 'spaced') return false;
    if (join === 'glued') glued++;
  }
  return glued >= GLUED_LINES;
}
