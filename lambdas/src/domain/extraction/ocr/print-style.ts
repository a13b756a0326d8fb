// How a page sets its amounts, read off all its lines at once. A reader drops the narrow space
// between an amount and its unit now and then ("1tsp salt" for "1 tsp salt"), on some pages on every
// line (a Danish page's "2 tsk." all read "2tsk."), so a whole number glued is a lost space; but a
// page whose decimal amounts are all glued to their spoon or cup units, with none spaced ("4.0tbsp
// cornflour", "0.25tsp fine salt", as recipe software prints its numbers), prints them so: the
// space after a decimal's last digit is as wide as any, and the reader keeps it.
import { amountUnitJoin, splitMarks } from './correct-line.js';

/** This many glued decimal amounts, and no amount spaced, make a page that prints its units glued. */
const GLUED_LINES = 3;
const DECIMAL = /^\d+[.,]\d/u;

export function printsUnitsGlued(lines: readonly string[]): boolean {
  let glued = 0;
  for (const raw of lines) {
    const { line } = splitMarks(raw.trim());
    const join = amountUnitJoin(line);
    if (join === 'spaced') return false;
    if (join === 'glued' && DECIMAL.test(line)) glued++;
  }
  return glued >= GLUED_LINES;
}
