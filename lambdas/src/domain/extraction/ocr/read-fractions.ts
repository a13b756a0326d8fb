// Fraction glyphs by shape and position. A reader whose model lacks ½ ¼ ¾ ⅓ ⅔ reads them as "%",
// "Y4", "¥", or as a digit ("½ teaspoon" as "4 teaspoon": four times too much). Where an amount
// stands (a line's first word after any bullet, or the word after a whole number) a word that is a
// known misread, or a single digit whose box is as wide as it is tall (a digit is about half as wide),
// is looked at again by its shape when the reader can do that; what the shape says replaces it.
import type { OcrBox, OcrLine, OcrWord } from '../ports.js';
import { unitAt } from './correct-line.js';
import { fractionFromMisread, mixedFromMisread } from './fraction-misreads.js';

export type ShapeAt = (box: OcrBox) => string | null;

const GLYPHS = new Set(['½', '¼', '¾', '⅓', '⅔', '⅛']);
const BULLET = /^[^\p{L}\p{N}%¥]+$/u;

/** A word no amount or name looks like: the marks a fraction glyph is misread as. */
const MISREAD_LIKE = /^(?:[%¥][\p{L}\d%:;»«]{0,2}|Y[\d%:;»«ias]|V[\d4ais])$/u;

const QUOTE_SHAPED = /^[‘’'`´]\d?$/u;

const wide = (box: OcrBox): boolean => box.x1 - box.x0 >= 0.85 * (box.y1 - box.y0);

/** The glyph the word's box shows, trying the whole box, then its left and right squares. */
function glyphOf(word: OcrWord & { bbox: OcrBox }, shapeAt: ShapeAt, side: 'whole' | 'right'): string | null {
  const { bbox } = word;
  const square = 1.15 * (bbox.y1 - bbox.y0);
  const tries: OcrBox[] =
    side === 'right'
      ? [{ ...bbox, x0: Math.max(bbox.x0, bbox.x1 - square) }]
      : [bbox, { ...bbox, x1: Math.min(bbox.x1, bbox.x0 + square) }];
  for (const box of tries) {
    const glyph = shapeAt(box);
    if (glyph) return glyph;
  }
  return null;
}

/** The word's new text when its shape shows a fraction, else null. */
function reread(word: OcrWord, afterWhole: boolean, shapeAt: ShapeAt): string | null {
  if (!word.bbox || word.text.length > 4) return null;
  const box = word.bbox;
  const placed = { ...word, bbox: box };
  const mixed = afterWhole ? null : mixedFromMisread(word.text);
  if (mixed || /^\d[^\d\s]{1,2}$/u.test(word.text)) {
    // "3%" may be "¾" alone (its 3 read as a whole number) when the box is no wider than one glyph.
    const alone = box.x1 - box.x0 <= 1.25 * (box.y1 - box.y0) ? shapeAt(box) : null;
    if (alone && GLYPHS.has(alone)) return alone;
    const glyph = glyphOf(placed, shapeAt, 'right');
    const whole = /^\d+/.exec(word.text)?.[0] ?? '';
    return glyph && GLYPHS.has(glyph) ? `${whole}${glyph}` : null;
  }
  // A quote mark (with a digit) where an amount stands is a fraction's raised numerator read alone:
  // "‘4" for ½ or ⅓ in a serif face; only the shape tells which.
  const misread =
    fractionFromMisread(word.text) !== null || /^[%¥]/u.test(word.text) || QUOTE_SHAPED.test(word.text);
  const digitTooWide = /^\d$/.test(word.text) && wide(box);
  if (!misread && !digitTooWide) return null;
  const glyph = glyphOf(placed, shapeAt, 'whole');
  return glyph && GLYPHS.has(glyph) ? glyph : null;
}

/**
 * A line that opens with a unit ("teaspoon salt") but starts to the right of the lines around it has
 * an amount the reader skipped: a fraction glyph its model has no letter for ("½ teaspoon" read as
 * "teaspoon"). The ink between the lines' left edge and the first word is looked at by its shape.
 */
function skippedGlyph(line: OcrLine, lines: readonly OcrLine[], shapeAt: ShapeAt): string | null {
  const box = line.bbox;
  const first = line.words?.[0];
  if (!box || !first || !unitAt(line.text.trim())) return null;
  const h = box.y1 - box.y0;
  const near = lines.filter(
    (l) => l !== line && l.bbox && Math.abs(l.bbox.y0 - box.y0) < 6 * h && l.bbox.x0 < box.x0,
  );
  const left = Math.min(...near.map((l) => (l.bbox as OcrBox).x0).filter((x) => box.x0 - x < 3 * h));
  if (!Number.isFinite(left) || box.x0 - left < 0.6 * h) return null;
  // One glyph's square just before the first word (a bullet further left stays out of it).
  const glyph = shapeAt({
    x0: Math.max(left, box.x0 - 1.4 * h),
    y0: box.y0,
    x1: box.x0 - 0.1 * h,
    y1: box.y1,
  });
  return glyph && GLYPHS.has(glyph) ? glyph : null;
}

/**
 * A misread glyph inside a line with print's marks about it: "(% cup)", "(1% cups)", "%-inch",
 * "14%-ounce", "%2\"", a range's "%-1 tsp". It is a fraction only where an amount stands: glued to
 * "-inch" or an inch mark, or before a unit or an inch ("2% or whole milk" and "(12 %)" are
 * percentages and stay). The misread's usual glyph stands (½ for "%"): its box, cut out of a bracket, a number or a hyphen by
 * guessed widths, read by its shape picked ¼ for ½ as often as not. A guess, so it is reported.
 */
const WRAPPED = /^(\(?)(\d{0,3})(%[2:]?|¥%?|Y%)(-\p{L}+|[-–]\d{1,2}|["”]|\)|,)?$/u;

const unitOrInch = (text: string): boolean => unitAt(text) !== null || /^inch/iu.test(text);

function wrappedGlyph(words: readonly OcrWord[], i: number): string | null {
  const word = words[i] as OcrWord;
  const m = WRAPPED.exec(word.text);
  if (!m) return null;
  const [, paren, whole, misread, tail] = m as unknown as [string, string, string, string, string?];
  // A bare misread is gapGlyphs' business, and a line's amount readFractionShapes'.
  if (!paren && !tail && (!whole || words.slice(0, i).every((w) => BULLET.test(w.text)))) return null;
  const rest = words
    .slice(i + 1)
    .map((w) => w.text)
    .join(' ');
  const gluedUnit =
    tail !== undefined && (/^["”]$/u.test(tail) || (/^-\p{L}/u.test(tail) && unitOrInch(tail.slice(1))));
  if (!gluedUnit && (tail === ',' || !unitOrInch(rest))) return null;
  const glyph = fractionFromMisread(misread.replace(/:$/u, ''));
  if (!glyph) return null;
  return `${paren}${whole}${glyph}${tail ?? ''}`;
}

/** A gap between words this many line heights wide holds room for a glyph (a word space is ~0.3). */
const GLYPH_GAP = 0.75;
/** A glyph put back from the ink alone is a guess: below the doubt line, so the review marks it. */
const GUESSED = 50;

/**
 * A fraction glyph the reader dropped inside a line ("cut into ¼ inch" read as "cut into inch", "2 ½
 * cups" as "2 cups", "(¾ cup)" as "cup)"): where a gap between two words is wide enough for a glyph and
 * the words around it are where an amount stands (a number before it, or a unit or "-inch" after it),
 * the ink in the gap is looked at by its shape; the glyph it shows is put back as a word of its own.
 */
function gapGlyphs(line: OcrLine, shapeAt: ShapeAt, read: string[]): OcrLine {
  const words = line.words;
  if (!words || words.length < 2) return line;
  let changed = false;
  const out: OcrWord[] = [words[0] as OcrWord];
  for (let i = 1; i < words.length; i++) {
    const previous = words[i - 1] as OcrWord;
    const next = words[i] as OcrWord;
    const a = previous.bbox;
    const b = next.bbox;
    if (a && b) {
      const h = Math.max(a.y1 - a.y0, b.y1 - b.y0);
      const rest = words
        .slice(i)
        .map((w) => w.text)
        .join(' ');
      const amountPlace =
        /[\d(]$/u.test(previous.text) ||
        /^[-–]?inch/iu.test(next.text) ||
        unitAt(rest.replace(/^\(/u, '')) !== null;
      if (amountPlace && b.x0 - a.x1 >= GLYPH_GAP * h) {
        const box = {
          x0: a.x1 + 0.05 * h,
          y0: Math.min(a.y0, b.y0),
          x1: b.x0 - 0.05 * h,
          y1: Math.max(a.y1, b.y1),
        };
        const glyph = shapeAt(box);
        if (glyph && GLYPHS.has(glyph)) {
          out.push({ text: glyph, confidence: GUESSED, bbox: box });
          read.push(glyph);
          changed = true;
        }
      }
    }
    // A misread glyph inside the line ("cut into % inch", "1 %% inch"): before a unit or an inch, or
    // after a number, it is looked at by its shape (a line's amount position is readFractionShapes').
    const after = words[i + 1];
    if (i >= 2 && b && after && MISREAD_LIKE.test(next.text)) {
      const rest = words
        .slice(i + 1)
        .map((w) => w.text)
        .join(' ');
      const amountPlace =
        /\d$/u.test(previous.text) || /^[-–]?inch/iu.test(after.text) || unitAt(rest) !== null;
      const glyph = amountPlace ? shapeAt(b) : null;
      if (glyph && GLYPHS.has(glyph)) {
        out.push({ ...next, text: glyph });
        read.push(glyph);
        changed = true;
        continue;
      }
    }
    const wrapped = wrappedGlyph(words, i);
    if (wrapped) {
      out.push({ ...next, text: wrapped });
      read.push(wrapped);
      changed = true;
      continue;
    }
    out.push(next);
  }
  return changed ? { ...line, words: out, text: out.map((w) => w.text).join(' ') } : line;
}

/** Lines with their amount-position fraction glyphs read by shape; the words changed, as they now read. */
export function readFractionShapes(
  lines: readonly OcrLine[],
  shapeAt: ShapeAt | undefined,
): { lines: OcrLine[]; read: string[] } {
  const read: string[] = [];
  if (!shapeAt) return { lines: [...lines], read };
  const out = lines.map((original) => {
    const line = gapGlyphs(original, shapeAt, read);
    const words = line.words;
    if (!words?.length) return line;
    const skipped = skippedGlyph(line, lines, shapeAt);
    if (skipped) {
      read.push(skipped);
      return { ...line, text: `${skipped} ${line.text.trim()}` };
    }
    let at = 0;
    while (at < words.length - 1 && BULLET.test((words[at] as OcrWord).text)) at++;
    const first = words[at] as OcrWord;
    const whole = /^\d{1,2}$/.test(first.text) && !(first.bbox && wide(first.bbox));
    const index = whole ? at + 1 : at;
    const word = words[index];
    if (!word || index >= words.length - 1) return line;
    const text = reread(word, whole, shapeAt);
    if (text === null || text === word.text) return line;
    read.push(whole ? `${first.text}${text}` : text);
    const changed = words.map((w, i) => (i === index ? { ...w, text } : w));
    const joined = whole
      ? changed.map((w, i) => (i === at ? `${w.text}${text}` : i === index ? null : w.text))
      : changed.map((w) => w.text);
    return { ...line, words: changed, text: joined.filter((t) => t !== null).join(' ') };
  });
  return { lines: out, read };
}
