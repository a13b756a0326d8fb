// The correction pass over a page's OCR'd lines, before they are structured into a recipe: each line
// repaired where it reads as an ingredient line that cannot be right (correct-line.ts), with the
// reader's word confidences to go by, and the words to doubt collected for the review screen.
import type { OcrWord } from '../ports.js';
import { correctIngredientLine } from './correct-line.js';
import { DOUBT_BELOW } from './doubts.js';
import { printsUnitsGlued } from './print-style.js';

export function correctLines(
  lines: readonly string[],
  words: readonly OcrWord[],
): { lines: string[]; doubtfulWords: string[] } {
  const doubtfulWords = words.filter((w) => w.confidence < DOUBT_BELOW).map((w) => w.text);
  const unitsGlued = printsUnitsGlued(lines);
  const corrected = lines.map((raw) => {
    // A facts line's middle dot read as a colon: "Prep 30 mins : Total 150 mins".
    const line = raw.replace(
      /(\d\s*\p{L}*)\s[:;]\s(?=(?:Prep|Cook|Total|Serves|Makes|Bake|Ready)\b)/gu,
      '$1 · ',
    );
    const { text, guessed } = correctIngredientLine(line, unitsGlued);
    doubtfulWords.push(...guessed);
    return text;
  });
  return { lines: corrected, doubtfulWords };
}
