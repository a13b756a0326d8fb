// A word the model read joined is cut where its glyphs stand a space apart, and only there.
import type { Line } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { splitAtLostSpaces } from './tesseract.js';

type Word = Line['words'][number];

/** A word of glyphs 10 px wide, each after the gap given before it (the first gap is ignored). */
function word(glyphs: [text: string, gapBefore: number][]): Word {
  let x = 100;
  const symbols = glyphs.map(([text, gap], i) => {
    x += i ? gap : 0;
    const bbox = { x0: x, y0: 10, x1: x + 10, y1: 32 };
    x += 10;
    return { text, confidence: 90, bbox, is_superscript: false, is_subscript: false, is_dropcap: false };
  });
  const text = glyphs.map(([t]) => t).join('');
  return {
    text,
    confidence: 80,
    symbols,
    choices: [],
    font_name: '',
    bbox: { x0: 100, y0: 10, x1: x, y1: 32 },
  } as unknown as Word;
}

describe('splitAtLostSpaces', () => {
  it('cuts an amount from its unit where a space stands in the print, and no word between letters', () => {
    const read = word([
      ['1', 0],
      ['d', 8],
      ['l', 3],
      ['v', 7],
      ['a', 2],
      ['n', 1],
      ['d', 3],
    ]);
    const parts = splitAtLostSpaces(read, 22);
    expect(parts.map((p) => p.text)).toEqual(['1', 'dlvand']);
    expect(parts[1]?.bbox).toEqual({ x0: 118, y0: 10, x1: 194, y1: 32 });
    expect(parts.every((p) => p.confidence === 80)).toBe(true);
  });

  it('keeps a word printed glued ("25g") or set with tight and overlapping glyphs whole', () => {
    const glued = word([
      ['2', 0],
      ['5', 2],
      ['g', 3],
    ]);
    expect(splitAtLostSpaces(glued, 22)).toEqual([glued]);
    const tight = word([
      ['m', 0],
      ['æ', -9],
      ['l', 2],
      ['k', 4],
    ]);
    expect(splitAtLostSpaces(tight, 22)).toEqual([tight]);
  });
});
