// Issue 36: each ingredient and step of a photo keeps how the reader read it (its own text before
// the correction pass, and its least sure word), through the layout and the line reader; a line
// that ends short of its column is not joined to the next one.
import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrProvider } from '../ports.js';
import { readDocument } from './read-document.js';

/** A line of print at row `row`, its words 12 px a letter, each with its confidence. */
function line(row: number, words: [string, number][], x0 = 40): OcrLine {
  let x = x0;
  const placed = words.map(([text, confidence]) => {
    const bbox = { x0: x, y0: 100 + row * 40, x1: x + text.length * 12, y1: 124 + row * 40 };
    x = bbox.x1 + 10;
    return { text, confidence, bbox };
  });
  return {
    text: words.map(([w]) => w).join(' '),
    confidence: Math.min(...words.map(([, c]) => c)),
    bbox: { x0, y0: 100 + row * 40, x1: x - 10, y1: 124 + row * 40 },
    words: placed,
  };
}

const sure = (text: string): [string, number][] => text.split(' ').map((w) => [w, 95]);

const page: OcrLine[] = [
  line(0, sure('Fudge Bars')),
  line(2, sure('Ingredients')),
  line(3, [['Y2', 38], ...sure('cup cocoa powder')]),
  line(4, sure('16 oz chocolate chips')),
  line(5, sure('assorted sprinkles')),
  line(7, sure('Method')),
  line(8, sure('1. Melt the chocolate chips with the cocoa in a bowl set over barely')),
  line(9, sure('simmering water, then stir in the sprinkles.')),
];

const ocr: OcrProvider = { recognise: async () => ({ lines: page }) };

describe('readings of a photo', () => {
  it('keep each line as read and how sure the reader was, wrapped steps as their printed lines', async () => {
    const [recipe] = await readDocument(
      { bytes: new Uint8Array([1]), contentType: 'image/png' },
      { ocr, readPdf: async () => [] },
    );
    // The reader's "Y2" is corrected to ½; the reading keeps what was printed as it was read.
    expect(recipe?.ingredients).toEqual([
      '½ cup cocoa powder',
      '16 oz chocolate chips',
      'assorted sprinkles',
    ]);
    expect(recipe?.readings).toEqual([
      { field: 'ingredients', line: 0, read: 'Y2 cup cocoa powder', confidence: 38 },
      { field: 'ingredients', line: 1, read: '16 oz chocolate chips', confidence: 95 },
      { field: 'ingredients', line: 2, read: 'assorted sprinkles', confidence: 95 },
      {
        field: 'instructions',
        line: 0,
        read: '1. Melt the chocolate chips with the cocoa in a bowl set over barely\nsimmering water, then stir in the sprinkles.',
        confidence: 95,
      },
    ]);
  });
});
