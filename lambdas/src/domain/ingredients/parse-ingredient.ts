// Splits an ingredient line into amount, unit, item and note for Cook Mode's checklist and the ingredient finder.
// The amount is the one the scaler scales (see ingredient-amounts.ts); the note is everything that is not the
// item: "about", text after the first top-level comma, parentheses after the item, and "to taste"-style endings.
import { findLeadingAmount, listMarkerLength } from './ingredient-amounts.js';
import { matchUnitAt } from './units.js';

export interface ParsedIngredient {
  /** The amount exactly as written ("1 1/2", "2-3", "½", "one"), or null. */
  readonly quantity: string | null;
  /** The amount as a number (the low end of a range), or null. */
  readonly amount: number | null;
  /** The high end of a range ("2-3" -> 3), else null. */
  readonly amountMax: number | null;
  /** The normalised unit ("tbsp", "cup", "g", "can"), or null. */
  readonly unit: string | null;
  /** A package or piece size next to the amount ("14.5 oz" in "1 (14.5 oz) can"), or null. */
  readonly size: string | null;
  /** What to buy or check off: "all-purpose flour", "large eggs". */
  readonly item: string;
  readonly note: string | null;
}

const TRAILING_NOTE =
  /\s+(to taste|as needed|if needed|for (?:garnish|serving|dusting|frying|greasing)|optional)$/i;

/** The index of the first comma outside parentheses, or -1. */
function topLevelComma(text: string): number {
  let depth = 0;
  for (let at = 0; at < text.length; at += 1) {
    const ch = text[at];
    if (ch === '(') depth += 1;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === ',' && depth === 0) return at;
  }
  return -1;
}

const tidy = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Item and note from the text after the amount and unit. */
function splitItem(rest: string, notes: string[]): { item: string; note: string | null } {
  const comma = topLevelComma(rest);
  let item = comma === -1 ? rest : rest.slice(0, comma);
  const tail = comma === -1 ? '' : tidy(rest.slice(comma + 1));

  item = item.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    if (tidy(inner)) notes.push(tidy(inner));
    return ' ';
  });
  item = tidy(item).replace(/^of\s+/i, '');
  const ending = TRAILING_NOTE.exec(item);
  if (ending?.[1]) {
    notes.push(ending[1]);
    item = item.slice(0, ending.index);
  }
  if (tail) notes.push(tail);
  return { item: tidy(item), note: notes.length > 0 ? notes.join(', ') : null };
}

/** The parts of one ingredient line; a line without an amount has quantity, amount and unit null. */
export function parseIngredient(line: string): ParsedIngredient {
  const text = line.trim();
  const leading = findLeadingAmount(text);
  if (leading) {
    // "About 2 cups" keeps "About" as a note; "Juice of 1 lemon" becomes lemon with the note "Juice".
    const qualifier = leading.qualifier.replace(/\s+of$/i, '');
    const notes = qualifier ? [qualifier] : [];
    return {
      quantity: leading.text,
      amount: leading.value,
      amountMax: leading.high,
      unit: leading.unit?.unit.name ?? null,
      size: leading.size ? tidy(leading.size.text.replace(/^\((.*)\)$/s, '$1')) : null,
      ...splitItem(text.slice(leading.itemStart), notes),
    };
  }
  // No amount, but maybe a unit: "pinch of salt", "Handful of basil leaves".
  const start = listMarkerLength(text);
  const unit = matchUnitAt(text, start);
  const withUnit = unit !== null && /^\s+of\s/i.test(text.slice(unit.end));
  return {
    quantity: null,
    amount: null,
    amountMax: null,
    unit: withUnit ? unit.unit.name : null,
    size: null,
    ...splitItem(text.slice(withUnit ? unit.end : start), []),
  };
}
