// Reading a saved recipe's imported lines again (issue 36): a recipe imported from a photo keeps, for
// each line, what the reader read before any correction (`read`, SavedReading). When the correction
// pass gets better, the lines can be worked out again from that text, as an import today would, and
// the ones that come out differently offered to the cook. Only lines still as they were imported are
// offered: a reading is keyed by the imported text, so a line the cook has edited has no reading and
// is never touched. A web page's line (source 'page') is tidied again as URL import tidies it.
import type { SavedReading } from '../../contracts/recipes.js';
import { tidyIngredientLines } from '../extraction/ingredients.js';
import { correctIngredientLine } from '../extraction/ocr/correct-line.js';

export interface RereadLine {
  field: 'ingredients' | 'instructions';
  /** The line's index among the recipe's ingredients or steps. */
  line: number;
  /** The line as saved now. */
  saved: string;
  /** The line as today's reader makes it from what was read. */
  reread: string;
}

/** A reading's text as today's correction pass makes it: one line, repaired where it reads as an ingredient. */
export function rereadText(reading: Pick<SavedReading, 'field' | 'read' | 'source'>): string {
  // The reader's lines of one wrapped entry are one line of the recipe.
  const joined = reading.read.replace(/\s+/g, ' ').trim();
  if (reading.field !== 'ingredients') return joined;
  if (reading.source === 'page') return tidyIngredientLines([joined])[0]?.text ?? joined;
  return correctIngredientLine(joined).text;
}

const linesOf = (text: string | null): string[] => (text ?? '').split('\n');

/**
 * The saved recipe's lines that today's reader reads otherwise, in order. A line without a reading
 * (typed, edited, or from a page that needed no tidying) is left out, as is one that reads the same.
 */
export function rereadRecipe(
  recipe: { ingredients: string | null; instructions: string | null },
  readings: readonly SavedReading[],
): RereadLine[] {
  const out: RereadLine[] = [];
  for (const field of ['ingredients', 'instructions'] as const) {
    linesOf(recipe[field]).forEach((saved, line) => {
      const reading = readings.find((r) => r.field === field && r.text === saved.trim());
      if (!reading) return;
      const reread = rereadText(reading);
      if (reread && reread !== saved.trim()) out.push({ field, line, saved, reread });
    });
  }
  return out;
}

/** What taking offers changes: the recipe's text fields, and its readings keyed by the new lines. */
export interface TakenRereadLines {
  fields: { ingredients?: string; instructions?: string };
  /**
   * The readings with each taken line's now keyed by its new text, so the line keeps what was read
   * and, reading the same today, is not offered again; a reading another untaken line still shows
   * (the same text twice) stays as well.
   */
  readings: SavedReading[];
}

/**
 * The recipe's text fields with the chosen offers taken (each named by its field and line), and its
 * readings to match, or null when one of them is not offered: a line the cook has edited, that reads
 * the same, or no line at all.
 */
export function takeRereadLines(
  recipe: { ingredients: string | null; instructions: string | null },
  readings: readonly SavedReading[],
  take: readonly Pick<RereadLine, 'field' | 'line'>[],
): TakenRereadLines | null {
  const offers = rereadRecipe(recipe, readings);
  const fields: { ingredients?: string; instructions?: string } = {};
  let next = [...readings];
  for (const field of ['ingredients', 'instructions'] as const) {
    const chosen = take.filter((one) => one.field === field);
    if (chosen.length === 0) continue;
    const lines = linesOf(recipe[field]);
    for (const { line } of chosen) {
      const offer = offers.find((o) => o.field === field && o.line === line);
      if (!offer) return null;
      lines[line] = offer.reread;
    }
    const kept = new Set(lines.map((l) => l.trim()));
    for (const { line } of chosen) {
      const saved = linesOf(recipe[field])[line]?.trim();
      const reading = readings.find((r) => r.field === field && r.text === saved);
      if (!reading) continue;
      const moved = { ...reading, text: lines[line] as string };
      if (next.some((r) => r.field === field && r.text === moved.text)) continue;
      // Replaced where no line shows the old text any more; beside it where another still does.
      next = kept.has(reading.text) ? [...next, moved] : next.map((r) => (r === reading ? moved : r));
    }
    fields[field] = lines.join('\n');
  }
  return { fields, readings: next };
}
