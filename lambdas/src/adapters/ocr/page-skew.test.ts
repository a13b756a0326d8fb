// The page's slope on pages of text drawn here, turned by known angles.
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { pageSkew } from './page-skew.js';
import { prepareImage } from './prepare-image.js';

const WORDS = '2 cups flour, 1 teaspoon salt, 3 large eggs, 250 g butter';

/** A page of text lines drawn turned by `radians` (positive turns them clockwise: they fall to the right). */
async function page(radians: number, lines = 16) {
  const canvas = createCanvas(1000, 1100);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.translate(500, 550);
  context.rotate(radians);
  context.translate(-500, -550);
  context.fillStyle = '#222';
  context.font = '28px sans-serif';
  for (let i = 0; i < lines; i++) context.fillText(WORDS, 100, 150 + i * 52);
  return prepareImage(await canvas.encode('png'));
}

// Drawing and preparing a page takes a few seconds on a loaded machine.
describe('pageSkew', { timeout: 30_000 }, () => {
  it('gives the angle that lays lines falling to the right level (the reader turns them back up)', async () => {
    expect(pageSkew(await page(0.04))).toBeCloseTo(-0.04, 2);
  });

  it('gives the angle for lines rising to the right', async () => {
    expect(pageSkew(await page(-0.07))).toBeCloseTo(0.07, 2);
  });

  it('reads a level page as level', async () => {
    expect(pageSkew(await page(0))).toBe(0);
  });

  it('reads a page turned by less than the reader would straighten as level', async () => {
    expect(pageSkew(await page(0.002))).toBe(0);
  });

  it('reads a page without text as level', async () => {
    expect(pageSkew(await page(0.05, 0))).toBe(0);
  });
});
