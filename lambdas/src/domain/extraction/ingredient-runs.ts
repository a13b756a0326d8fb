// Ingredient lines told by their amounts, in any language: a line that starts or ends with one, a
// short heading that opens the next group of one list, and the longest run of such lines on a page
// without a recognised "Ingredients" heading.
import { MAX_INGREDIENT_LINE, readsAsIngredient } from './amount-line.js';
import { PSEUDO_LEVEL, type Token } from './page-tokens.js';
import { sectionOf } from './section-words.js';

export interface Section {
  items: string[];
  listItems: number;
  /** Index of the token that opened the section (its heading, or its first line). */
  start: number;
  /** Index of the token that closed the section. */
  end: number;
}

/**
 * A heading that names the next group of one ingredient list ("Produce", "For the sauce"), even at
 * the level of the list's own heading: short, no section of its own, and list lines with amounts
 * follow it.
 */
export function opensGroup(tokens: readonly Token[], at: number): boolean {
  const heading = tokens[at];
  if (heading?.kind !== 'heading' || heading.text.length > 40 || sectionOf(heading.text)) return false;
  const next = tokens.slice(at + 1, at + 3);
  return next.length === 2 && next.every((t) => t.kind === 'line' && t.listItem && readsAsIngredient(t.text));
}

/**
 * Ingredients under no recognised heading, in any language: the longest run of short list lines
 * (or, failing lists, short lines) most of which start or end with an amount.
 */
export function amountRun(tokens: readonly Token[]): Section | null {
  let best: Section | null = null;
  let bestScore = 0;
  for (const listed of [true, false]) {
    for (let i = 0; i < tokens.length; i++) {
      const first = tokens[i] as Token;
      if (first.kind !== 'line' || first.listItem !== listed || !readsAsIngredient(first.text)) continue;
      const items: { text: string; at: number }[] = [];
      let amounts = 0;
      let end = i;
      let lastAmount = i;
      // Where the list visibly ends (a heading, other text), its last lines without amounts are kept.
      let closed = end === tokens.length;
      for (; end < tokens.length && end - lastAmount <= 2; end++) {
        const t = tokens[end] as Token;
        // A short label between groups ("For the sauce") does not end the list.
        if (t.kind === 'heading') {
          closed = (t.level < PSEUDO_LEVEL || t.text.length > 40) && !opensGroup(tokens, end);
          if (closed) break;
          continue;
        }
        if (t.listItem !== listed || t.text.length > MAX_INGREDIENT_LINE) {
          closed = true;
          break;
        }
        items.push({ text: t.text, at: end });
        if (readsAsIngredient(t.text)) {
          amounts++;
          lastAmount = end;
        }
      }
      if (end === tokens.length) closed = true;
      const last = closed && listed ? end : lastAmount + 1;
      const kept = items.filter((item) => item.at < last).map((item) => item.text);
      if (amounts >= 3 && amounts / kept.length >= 0.6 && amounts > bestScore) {
        best = { items: kept, listItems: listed ? kept.length : 0, start: i, end: last };
        bestScore = amounts;
      }
      i = Math.max(i, lastAmount);
    }
    if (best) return best;
  }
  return null;
}
