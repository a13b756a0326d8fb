// Lines and words as Tesseract's English model reports them on a printed card (boxes from a real
// reading), with a shape reader that answers for the boxes it is shown.
import { describe, expect, it } from 'vitest';
import type { OcrBox, OcrLine } from '../ports.js';
import { readFractionShapes } from './read-fractions.js';

const word = (text: string, confidence: number, x0: number, x1: number, y0 = 700) => ({
  text,
  confidence,
  bbox: { x0, y0, x1, y1: y0 + 37 },
});
const line = (...words: ReturnType<typeof word>[]): OcrLine => ({
  text: words.map((w) => w.text).join(' '),
  confidence: 80,
  words,
});

/** The page's glyphs by their left edge. */
const shapes = (byX: Record<number, string>) => (box: OcrBox) => byX[box.x0] ?? null;

describe('readFractionShapes', () => {
  it('reads a fraction misread as a symbol or as a wide digit by its shape', () => {
    const { lines, read } = readFractionShapes(
      [
        line(
          word('»', 1, 150, 164),
          word('%', 89, 194, 237),
          word('cup', 96, 256, 340),
          word('buttermilk', 95, 360, 560),
        ),
        line(
          word('«', 26, 150, 164),
          word('4', 27, 196, 236),
          word('teaspoon', 93, 255, 473),
          word('salt', 96, 490, 560),
        ),
        line(word('Y4', 78, 196, 237), word('cup', 95, 256, 340), word('sugar', 95, 360, 460)),
        line(
          word('1', 96, 190, 210),
          word('%', 80, 222, 262),
          word('cups', 95, 280, 360),
          word('milk', 95, 380, 460),
        ),
      ],
      shapes({ 194: '¾', 196: '½', 222: '½' }),
    );
    expect(lines.map((l) => l.text)).toEqual([
      '» ¾ cup buttermilk',
      '« ½ teaspoon salt',
      '½ cup sugar',
      '1½ cups milk',
    ]);
    expect(read).toEqual(['¾', '½', '½', '1½']);
  });

  it('looks at a quote mark standing where an amount stands (a raised numerator read alone)', () => {
    const { lines, read } = readFractionShapes(
      [
        line(word('‘4', 70, 194, 237), word('cup', 95, 256, 340), word('ponzu', 95, 360, 470)),
        line(
          word('2', 96, 190, 210),
          word("'", 60, 222, 262),
          word('cups', 95, 280, 360),
          word('milk', 95, 380, 460),
        ),
      ],
      shapes({ 194: '⅓', 222: '½' }),
    );
    expect(lines.map((l) => l.text)).toEqual(['⅓ cup ponzu', '2½ cups milk']);
    expect(read).toEqual(['⅓', '2½']);
  });

  it('leaves a digit as narrow as a digit, and any word the shape does not show as a fraction', () => {
    const given = [
      line(word('2', 96, 195, 218), word('cups', 96, 240, 349), word('flour', 96, 360, 450)),
      line(word('%', 80, 194, 237), word('cup', 95, 256, 340), word('milk', 95, 360, 450)),
      line(word('Heat', 95, 194, 310), word('the', 95, 327, 402), word('oven', 95, 420, 500)),
    ];
    const { lines, read } = readFractionShapes(given, shapes({ 195: '½', 194: '4', 327: '½' }));
    expect(lines).toEqual(given);
    expect(read).toEqual([]);
  });

  it('puts back a glyph the reader dropped inside a line, where an amount stands', () => {
    // The page's ink: a fraction glyph between x 520 and 550 on each line.
    const inkAt = (box: OcrBox) => (box.x0 < 520 && box.x1 > 550 ? '¼' : null);
    const { lines, read } = readFractionShapes(
      [
        line(
          word('sliced', 95, 300, 410),
          word('into', 95, 428, 500),
          word('inch', 95, 570, 650),
          word('slices', 95, 668, 780),
        ),
        line(word('98', 95, 300, 350), word('grams', 95, 368, 500), word('cup)', 95, 570, 650)),
        line(word('2', 95, 480, 500), word('cups', 95, 570, 650), word('milk', 95, 668, 740)),
      ],
      inkAt,
    );
    expect(lines.map((l) => l.text)).toEqual([
      'sliced into ¼ inch slices',
      '98 grams ¼ cup)',
      '2 ¼ cups milk',
    ]);
    expect(read).toEqual(['¼', '¼', '¼']);
    expect(lines[0]?.words?.[2]?.confidence).toBeLessThan(70);
  });

  it('looks in no gap between words of a sentence, nor in a word space', () => {
    const asked: OcrBox[] = [];
    const given = [
      line(word('Heat', 95, 300, 380), word('the', 95, 450, 500), word('oven', 95, 570, 650)),
      line(word('2', 95, 480, 500), word('cups', 95, 512, 590), word('milk', 95, 602, 680)),
    ];
    const { lines } = readFractionShapes(given, (box) => {
      asked.push(box);
      return '½';
    });
    expect(lines.map((l) => l.text)).toEqual(['Heat the oven', '2 cups milk']);
    expect(asked.filter((b) => b.x0 > 300)).toEqual([]);
  });

  it('looks at a misread glyph inside a line by its shape, where an amount stands', () => {
    const { lines, read } = readFractionShapes(
      [
        line(
          word('cut', 95, 343, 372),
          word('into', 92, 379, 416),
          word('%', 60, 424, 440),
          word('inch', 96, 448, 488),
          word('pieces', 96, 496, 554),
        ),
        line(
          word('approx.', 95, 575, 645),
          word('1', 83, 655, 663),
          word('%%', 33, 672, 688),
          word('inch', 96, 696, 736),
        ),
        line(
          word('Heat', 95, 300, 380),
          word('to', 95, 390, 420),
          word('%', 60, 430, 450),
          word('done', 95, 460, 520),
        ),
      ],
      shapes({ 424: '¼', 672: '½', 430: '½' }),
    );
    expect(lines.map((l) => l.text)).toEqual([
      'cut into ¼ inch pieces',
      'approx. 1 ½ inch',
      'Heat to % done',
    ]);
    expect(read).toEqual(['¼', '½']);
  });

  it('changes nothing when the reader cannot look at shapes', () => {
    const given = [line(word('%', 80, 194, 237), word('cup', 95, 256, 340))];
    expect(readFractionShapes(given, undefined)).toEqual({ lines: given, read: [] });
  });
  it('puts back a misread glyph in brackets or glued to an inch where only an amount can stand', () => {
    const { lines, read } = readFractionShapes(
      [
        line(
          word('107', 90, 150, 200),
          word('grams', 90, 210, 300),
          word('(%', 80, 310, 350),
          word('cup)', 90, 360, 420),
        ),
        line(
          word('cut', 90, 150, 200),
          word('into', 90, 210, 280),
          word('%-inch', 80, 290, 400),
          word('cubes', 90, 410, 500),
        ),
        line(
          word('2', 90, 150, 170),
          word('cups', 90, 180, 260),
          word('1%', 80, 270, 320),
          word('milk', 90, 330, 400),
        ),
        line(word('(12', 90, 150, 200), word('%)', 80, 210, 250)),
        line(
          word('chilli', 90, 150, 220),
          word('or', 90, 230, 260),
          word('%-1', 80, 270, 330),
          word('tsp', 90, 340, 390),
        ),
      ],
      () => null,
    );
    expect(lines.map((l) => l.text)).toEqual([
      '107 grams (½ cup)',
      'cut into ½-inch cubes',
      '2 cups 1% milk',
      '(12 %)',
      'chilli or ½-1 tsp',
    ]);
    expect(read).toEqual(['(½', '½-inch', '½-1']);
  });
});
