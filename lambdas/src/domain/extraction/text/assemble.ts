// Turns the lines of a recipe's ingredient block and method block into one ingredient per entry and
// one step per entry. Printed lines wrap: an ingredient's second line has no amount and no bullet
// of its own, a step's second line has no number; a blank line (a wide gap on the page) ends a
// paragraph-style step.
import { findLeadingAmount } from '../../ingredients/ingredient-amounts.js';
import { stepNumber, stripBullet } from './line-kinds.js';
import { repairAmountAndUnit } from './ocr-slips.js';

const GROUP_TITLE = /^[^\d]{1,60}:$/;
const OPEN_ENDING = /(?:[,(&/+-]|\b(?:and|or|of|with|plus|for|to|in))$/i;

const unclosedParen = (text: string): boolean =>
  (text.match(/\(/g)?.length ?? 0) > (text.match(/\)/g)?.length ?? 0);

/** The line closes a parenthesis before opening any: the rest of one the line before left open. */
const closesParen = (text: string): boolean => /^[^()]*\)/.test(text);

/** Joins a wrapped line onto the text before it, keeping a hyphen that ended the first part. */
export const joinWrapped = (before: string, after: string): string =>
  /\p{L}-$/u.test(before) && /^\p{Ll}/u.test(after) ? `${before}${after}` : `${before} ${after}`;

/** Small OCR slips in ingredient lines that every reader of print makes the same way. */
export function tidyIngredientText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .replace(/(\d)(and|to)\s/g, '$1 $2 ')
    .replace(/\(\s+/g, '(')
    .replace(/\s+\)/g, ')')
    .replace(/\s+,/g, ',')
    .trim();
}

/** A line of a block with where it came from: its index in the page's lines. */
export interface SourcedText {
  readonly text: string;
  readonly index: number;
  /** The line ends short of its column (layout.ts endsShort): the next line starts a new entry. */
  readonly endsShort?: boolean;
}

/** An assembled ingredient or step and the indexes of the page's lines it was made of. */
export interface SourcedEntry {
  readonly text: string;
  readonly from: readonly number[];
}

const sourced = (lines: readonly string[]): SourcedText[] => lines.map((text, index) => ({ text, index }));

/** Ingredient lines of a block, one per ingredient; group titles ("For the sauce:") are left out. */
export function assembleIngredients(lines: readonly string[]): string[] {
  return assembleIngredientEntries(sourced(lines)).map((entry) => entry.text);
}

/** As assembleIngredients, each ingredient with the lines it was made of. */
export function assembleIngredientEntries(lines: readonly SourcedText[]): SourcedEntry[] {
  const entries = lines
    .map((l) => ({ ...l, text: l.text.trim() }))
    .filter((l) => l.text)
    .map((l) => ({ ...l, ...stripBullet(l.text) }));
  const bulleted = entries.length >= 3 && entries.filter((e) => e.bullet).length >= entries.length * 0.8;
  const widest = Math.max(0, ...entries.map((e) => e.text.length));
  // Print wraps a line only before a word that does not fit: when the next line's first word fits
  // in the room the widest line shows (a tenth kept for wider letters), this line ended on its own.
  const wouldFit = (line: string, next: string): boolean =>
    line.length + 1 + (next.split(/\s/)[0] ?? '').length <= widest * 0.9;
  const items: { text: string; from: number[]; endsShort: boolean }[] = [];
  for (const { text, bullet, index, endsShort } of entries) {
    if (GROUP_TITLE.test(text)) continue;
    const previous = items[items.length - 1];
    // A wrapped line may start with an amount when it closes the line before's parenthesis:
    // "1/4 cup orange juice (juice from" / "1/2 orange)".
    const continues =
      previous !== undefined &&
      !previous.endsShort &&
      !bullet &&
      ((unclosedParen(previous.text) && closesParen(text)) ||
        (!findLeadingAmount(text) &&
          (bulleted ||
            unclosedParen(previous.text) ||
            OPEN_ENDING.test(previous.text) ||
            (/^\p{Ll}/u.test(text) &&
              previous.text.length >= widest * 0.7 &&
              !wouldFit(previous.text, text)))));
    if (continues) {
      previous.text = joinWrapped(previous.text, text);
      previous.from.push(index);
      previous.endsShort = endsShort === true;
    } else items.push({ text, from: [index], endsShort: endsShort === true });
  }
  return items
    .map((item) => ({ text: tidyIngredientText(repairAmountAndUnit(item.text)), from: item.from }))
    .filter((item) => /[\p{L}\d]/u.test(item.text));
}

type Step = { text: string; from: number[] };

function numberedSteps(lines: readonly SourcedText[]): Step[] {
  const steps: Step[] = [];
  let expected = 1;
  for (const raw of lines) {
    const line = raw.text.trim();
    if (!line) continue;
    const numbered = stepNumber(line, expected);
    if (numbered?.text) {
      steps.push({ text: numbered.text, from: [raw.index] });
      expected = numbered.value + 1;
      continue;
    }
    const previous = steps[steps.length - 1];
    const { text } = stripBullet(line);
    // Before the first number, or a heading between steps ("For the glaze"), stands on its own.
    if (
      previous === undefined ||
      (/[.!?:]$/.test(previous.text) && /^\p{Lu}/u.test(text) && text.length <= 60 && !/[.!?]$/.test(text))
    )
      steps.push({ text, from: [raw.index] });
    else {
      previous.text = joinWrapped(previous.text, text);
      previous.from.push(raw.index);
    }
  }
  return steps;
}

function paragraphSteps(lines: readonly SourcedText[]): Step[] {
  const steps: Step[] = [];
  let current: Step | null = null;
  const hasBlanks = lines.some((l) => !l.text.trim());
  for (const raw of lines) {
    const line = raw.text.trim();
    if (!line) {
      if (current) steps.push(current);
      current = null;
      continue;
    }
    const { text } = stripBullet(line);
    if (current === null) current = { text, from: [raw.index] };
    else {
      current.text = joinWrapped(current.text, text);
      current.from.push(raw.index);
    }
    // Without blank lines to go by, a line ending a sentence ends the step.
    if (!hasBlanks && /[.!?]$/.test(text)) {
      steps.push(current);
      current = null;
    }
  }
  if (current) steps.push(current);
  return steps;
}

/** Steps of a method block: numbered ("1.", "2)") when it opens with step 1 or two lines are, else paragraphs. */
export function assembleSteps(lines: readonly string[]): string[] {
  return assembleStepEntries(sourced(lines)).map((entry) => entry.text);
}

/** As assembleSteps, each step with the lines it was made of. */
export function assembleStepEntries(lines: readonly SourcedText[]): SourcedEntry[] {
  let numbered = 0;
  for (const line of lines) if (/^\s*(?:step\s*)?\d{1,2}\s*[.):]\s+\S/i.test(line.text)) numbered++;
  const first = lines.find((l) => l.text.trim())?.text ?? '';
  const steps =
    numbered >= 2 || stepNumber(first, 1)?.value === 1 ? numberedSteps(lines) : paragraphSteps(lines);
  return steps.map((s) => ({ text: s.text.replace(/\s+/g, ' ').trim(), from: s.from })).filter((s) => s.text);
}
