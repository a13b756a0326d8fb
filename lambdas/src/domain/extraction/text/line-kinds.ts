// What one line of OCR or PDF text is: a section heading (also when OCR garbled a letter of it), a
// line of times and yield, a list bullet or step number to strip, an ingredient-looking line.
// OCR reads printed bullets as any small glyph ("•", "«", "+", "*", ".", "e"), so a lone mark before
// the text counts as a bullet.
import { findLeadingAmount } from '../../ingredients/ingredient-amounts.js';
import { matchUnitAt } from '../../ingredients/units.js';
import { type SectionKind, sectionOf } from '../section-words.js';

const BULLET = /^(?:[•·«»*+◦▪■□●○~®©°¢-]|[eoO](?=\s+\S)|\.)\s*(?=\S)/;

/** The line without a leading bullet glyph, and whether there was one. */
export function stripBullet(line: string): { text: string; bullet: boolean } {
  const m = BULLET.exec(line);
  // A dash directly before a number is a minus or a range, never a bullet: "-5 °C" stays.
  if (!m || (m[0] === '-' && /^\d/.test(line.slice(1)))) return { text: line, bullet: false };
  return { text: line.slice(m[0].length).trim(), bullet: true };
}

const FUZZY_HEADINGS: readonly [string, SectionKind][] = [
  ['ingredients', 'ingredients'],
  ['ingredient', 'ingredients'],
  ['directions', 'instructions'],
  ['instructions', 'instructions'],
  ['method', 'instructions'],
  ['preparation', 'instructions'],
  ['steps', 'instructions'],
];

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0] as number;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j] as number;
      row[j] = Math.min(above + 1, (row[j - 1] as number) + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length] as number;
}

/** The section a heading line opens, tolerating one or two misread letters in the usual words. */
export function headingKind(line: string): SectionKind | null {
  const text = line.trim();
  if (!text || text.length > 48) return null;
  const exact = sectionOf(text);
  if (exact) return exact;
  const word = text
    .toLowerCase()
    .replace(/[:：.\s]+$/, '')
    .replace(/^[^\p{L}]+/u, '');
  if (word.length < 5 || /\s/.test(word)) return null;
  for (const [name, kind] of FUZZY_HEADINGS) {
    if (editDistance(word, name) <= (name.length >= 9 ? 2 : 1)) return kind;
  }
  return null;
}

/** Headings after which the recipe's own text is over. */
const END_HEADING =
  /^(?:notes?|recipe notes|tips?|nutrition(?: facts| information)?|nutritional information|storage|equipment|variations?)\s*:?$/i;
export const isEndHeading = (line: string): boolean => END_HEADING.test(line.trim());

const FACT_LABEL =
  '(?:serves|servings?|makes|yields?|portions?|prep(?:aration)?(?: time)?|cook(?:ing)?(?: time)?|bak(?:e|ing)(?: time)?|total(?: time)?|ready in|active(?: time)?|hands[- ]on(?: time)?|inactive(?: time)?|chill(?:ing)?(?: time)?|rest(?:ing)?(?: time)?)';
const FACT_SEGMENT = new RegExp(`^${FACT_LABEL}\\s*[:：-]?\\s*(?:about\\s+)?\\d`, 'i');
const COUNT_FIRST = /^\d+(?:\s*[-–]\s*\d+)?\s+(?:servings?|portions?|people)$/i;
/** Separators of a line such as "Serves 4 · Prep 10 min", as OCR tends to read the middle dot. */
const FACT_SEPARATOR = /\s+[-–—+·•»«*|.,;°¢®©]\s+|\s*[|•·]\s*|\s{3,}/;

/**
 * Where a second fact starts inside a segment: a label with its number after the value of the one
 * before, past a sentence stop or a gap the caller already collapsed ("Serves 8. Prep 15 minutes").
 */
const NEXT_FACT = new RegExp(
  `(?<=[\\p{L}\\d)])[\\s.;,]*\\s(?=${FACT_LABEL}\\s*[:：-]?\\s*(?:about\\s+)?\\d)`,
  'iu',
);

/** The segments of a times-and-yield line ("Serves 4", "Prep 10 min"), or null for any other line. */
export function factSegments(line: string): string[] | null {
  const segments = line
    .trim()
    .split(FACT_SEPARATOR)
    .flatMap((s) => s.split(NEXT_FACT))
    .map((s) => s.trim().replace(/\s*[.;,]+$/, ''))
    .filter(Boolean);
  if (segments.length === 0) return null;
  const facts = segments.filter((s) => s.length <= 48 && (FACT_SEGMENT.test(s) || COUNT_FIRST.test(s)));
  // Every segment, allowing one that OCR mangled beside at least two good ones.
  const enough =
    facts.length === segments.length || (facts.length >= 2 && facts.length >= segments.length - 1);
  return enough ? facts : null;
}

const STEP_NUMBER = /^(?:step\s*)?(\d{1,2}|[lI|])\s*[.):]\s*(?=\S)/i;
const BARE_NUMBER = /^(\d{1,2})\s+(?=\p{Lu})/u;

/** A step number opening the line ("3.", "3)", "Step 3:"), as its value and the text after it. */
export function stepNumber(line: string, expected: number): { value: number; text: string } | null {
  const text = line.trim();
  const m = STEP_NUMBER.exec(text);
  if (m) {
    const raw = m[1] as string;
    const value = /\d/.test(raw) ? Number(raw) : 1;
    // "1.5 cups" and "2.5 dl" are amounts, not step 1 and step 2.
    if (/^\d[.,]\d/.test(text)) return null;
    if (!/\d/.test(raw) && expected !== 1 && expected !== 11) return null;
    return { value: /\d/.test(raw) ? value : expected, text: text.slice(m[0].length).trim() };
  }
  const bare = BARE_NUMBER.exec(text);
  if (bare && Number(bare[1]) === expected)
    return { value: expected, text: text.slice(bare[0].length).trim() };
  return null;
}

/** Whether the line reads like an ingredient: it opens with an amount or a unit, or is short and bare. */
export function looksLikeIngredient(line: string): boolean {
  const text = line.trim();
  if (!text || text.length > 110) return false;
  if (findLeadingAmount(text)) return true;
  if (matchUnitAt(text, 0) && /^\S+\s+of\s/i.test(text)) return true;
  return false;
}

/** A short line with no sentence ending: a title, a heading or a bare ingredient name. */
export const isShortPhrase = (line: string): boolean => {
  const text = line.trim();
  return text.length > 0 && text.length <= 60 && !/[.!?]$/.test(text);
};
