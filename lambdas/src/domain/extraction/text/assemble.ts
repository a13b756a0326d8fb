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

/** Ingredient lines of a block, one per ingredient; group titles ("For the sauce:") are left out. */
export function assembleIngredients(lines: readonly string[]): string[] {
  const entries = lines
    .map((l) => l.trim())
    .filter(Boolean)
    .map(stripBullet);
  const bulleted = entries.length >= 3 && entries.filter((e) => e.bullet).length >= entries.length * 0.8;
  const widest = Math.max(0, ...entries.map((e) => e.text.length));
  const items: string[] = [];
  for (const { text, bullet } of entries) {
    if (GROUP_TITLE.test(text)) continue;
    const previous = items[items.length - 1];
    const continues =
      previous !== undefined &&
      !bullet &&
      !findLeadingAmount(text) &&
      (bulleted ||
        unclosedParen(previous) ||
        OPEN_ENDING.test(previous) ||
        (/^\p{Ll}/u.test(text) && previous.length >= widest * 0.7));
    if (continues) items[items.length - 1] = joinWrapped(previous, text);
    else items.push(text);
  }
  return items.map((t) => tidyIngredientText(repairAmountAndUnit(t))).filter((t) => /[\p{L}\d]/u.test(t));
}

function numberedSteps(lines: readonly string[]): string[] {
  const steps: string[] = [];
  let expected = 1;
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const numbered = stepNumber(line, expected);
    if (numbered?.text) {
      steps.push(numbered.text);
      expected = numbered.value + 1;
      continue;
    }
    const previous = steps[steps.length - 1];
    const { text } = stripBullet(line);
    // Before the first number, or a heading between steps ("For the glaze"), stands on its own.
    if (
      previous === undefined ||
      (/[.!?:]$/.test(previous) && /^\p{Lu}/u.test(text) && text.length <= 60 && !/[.!?]$/.test(text))
    )
      steps.push(text);
    else steps[steps.length - 1] = joinWrapped(previous, text);
  }
  return steps;
}

function paragraphSteps(lines: readonly string[]): string[] {
  const steps: string[] = [];
  let current: string | null = null;
  const hasBlanks = lines.some((l) => !l.trim());
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) {
      if (current) steps.push(current);
      current = null;
      continue;
    }
    const { text } = stripBullet(line);
    current = current === null ? text : joinWrapped(current, text);
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
  let numbered = 0;
  for (const line of lines) if (/^\s*(?:step\s*)?\d{1,2}\s*[.):]\s+\S/i.test(line)) numbered++;
  const first = lines.find((l) => l.trim()) ?? '';
  const steps =
    numbered >= 2 || stepNumber(first, 1)?.value === 1 ? numberedSteps(lines) : paragraphSteps(lines);
  return steps.map((s) => s.replace(/\s+/g, ' ').trim()).filter(Boolean);
}
