// The page's slope on pages of text drawn here, turned by known angles.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pageSkew } from './page-skew.js';
import { prepareImage } from './prepare-image.js';

const WORDS = '2 cups flour, 1 teaspoon salt, 3 large eggs, beaten; 250 g butter, softened';

/** A page of text lines drawn turned by `radians` (positive turns them clockwise: they fall to the right). */
async function page(radians: number, lines = 24) {
  const canvas = createCanvas(1400, 1800);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(700, 900);
  context.rotate(radians);
  context.translate(-700, -900);
  context.fillStyle = '#222';
  context.font = '28px sans-serif';
  for (let i = 0; i < lines; i++) context.fillText(WORDS, 120, 200 + i * 55);
  return prepareImage(await canvas.encode('png'));
}

describe('pageSkew', () => {
  it('gives the angle that lays lines falling to the right level (the reader turns them back up)', async () => {
    expect(pageSkew(await page(0.04))).toBeCloseTo(-0.04, 2);
  });

  it('gives the angle for lines rising to the right', async () => {
    expect(pageSkew(await page(-0.07))).toBeCloseTo(0.07, 2);
  });

  it('reads a level page and one turned by less than the reader would straighten as level', async () => {
    expect(pageSkew(await page(0))).toBe(0);
    expect(pageSkew(await page(0.002))).toBe(0);
  });

  it('reads a page without text as level', async () => {
    expect(pageSkew(await page(0.05, 0))).toBe(0);
  });
});
