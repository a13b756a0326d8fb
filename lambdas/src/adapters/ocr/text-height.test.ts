// The print's height measured on text drawn here at known sizes, and the scale chosen from it.
import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { readingScale } from './prepare-image.js';
import { letterHeight } from './text-height.js';

const FACE = '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf';
const LINES = ['2 cups plain flour, sifted', '1 teaspoon baking soda', 'a pinch of salt', '3 large eggs'];

function page(px: number): { grey: Uint8Array; width: number; height: number } {
  const width = px * 18;
  const height = px * 2 * (LINES.length + 1);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.fillStyle = '#000';
  context.font = `${px}px "Test Height Serif"`;
  LINES.forEach((line, i) => {
    context.fillText(line, px, px * 2 * (i + 1));
  });
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8Array(width * height);
  for (let q = 0; q < grey.length; q++) grey[q] = rgba[q * 4] as number;
  return { grey, width, height };
}

describe.runIf(existsSync(FACE))('letterHeight', () => {
  GlobalFonts.registerFromPath(FACE, 'Test Height Serif');

  it.each([16, 24, 40])('measures %i px print between its x-height and its capitals', (px) => {
    const { grey, width, height } = page(px);
    const letters = letterHeight(grey, width, height) as number;
    // DejaVu Serif: x-height 0.52 em, ascenders 0.76 em.
    expect(letters).toBeGreaterThanOrEqual(Math.floor(px * 0.5));
    expect(letters).toBeLessThanOrEqual(Math.ceil(px * 0.8));
  });

  it('gives no measure on a page without print', () => {
    expect(letterHeight(new Uint8Array(200 * 200).fill(255), 200, 200)).toBeNull();
  });
});

describe('readingScale', () => {
  it('enlarges small print and shrinks large print', () => {
    expect(readingScale(1500, 8)).toBeGreaterThan(1.5);
    expect(readingScale(1500, 40)).toBeLessThan(1);
  });

  it('never reads a page beyond its pixel bound, nor below half size', () => {
    expect(readingScale(3000, 5) * 3000).toBeLessThanOrEqual(3200);
    expect(readingScale(1500, 200)).toBe(0.5);
  });

  it('falls back on the photo size when the print gives no measure', () => {
    expect(readingScale(800, null)).toBe(2);
    expect(readingScale(4000, null)).toBe(0.5);
  });
});
