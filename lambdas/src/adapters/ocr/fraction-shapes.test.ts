// The shape reader on fractions drawn here, in the type faces recipes are printed in, at print sizes.
import { existsSync } from 'node:fs';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { FONT_FILES, shapeReader } from './fraction-shapes.js';

const FACES = [
  ['Test Serif', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'],
  ['Test Liberation Sans', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'],
].filter(([, file]) => existsSync(file as string)) as [string, string][];

async function printed(glyphs: string[], family: string, px: number) {
  const canvas = createCanvas(80 * glyphs.length, 80);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.fillStyle = '#000';
  context.font = `${px}px "${family}"`;
  glyphs.forEach((glyph, i) => {
    context.fillText(glyph, 80 * i + 10, 55);
  });
  return shapeReader(await canvas.encode('png'));
}

describe('the fraction templates', () => {
  // scripts/ensure-system.mjs installs them; a face that is missing would silently read "½" as "4".
  it.each(FONT_FILES.map(([family, file]) => [family, file]))('has the face %s (%s)', (_family, file) => {
    expect(existsSync(file)).toBe(true);
  });
});

describe('shapeReader', () => {
  it.each(FACES)('tells ½ ¼ ¾ ⅓ ⅔ and a plain 4 apart in %s', async (family, file) => {
    GlobalFonts.registerFromPath(file, family);
    const glyphs = ['½', '¼', '¾', '⅓', '⅔', '4'];
    for (const px of [28, 40]) {
      const read = await printed(glyphs, family, px);
      const seen = glyphs.map((_, i) => read({ x0: 80 * i + 2, y0: 5, x1: 80 * i + 78, y1: 75 }));
      expect(seen).toEqual(glyphs);
    }
  });

  it('says nothing about a box with no ink', async () => {
    const read = await printed([' '], 'Test Serif', 28);
    expect(read({ x0: 0, y0: 0, x1: 80, y1: 80 })).toBeNull();
  });
});
