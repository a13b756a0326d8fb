// Which fraction glyph a word's box holds, by its shape: the box is cut from the page as Tesseract
// saw it (straightened and binarised), trimmed to its ink and compared with ½ ¼ ¾ ⅓ ⅔ (and the
// digits they are misread as) drawn in the type faces recipes are printed in. Used where the reader's
// model has no fraction glyphs; the domain asks only about words standing where an amount stands.
import { existsSync } from 'node:fs';
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { OcrBox } from '../../domain/extraction/ports.js';
import { nativeCanvas } from './native-canvas.js';

export const FONT_FILES: readonly [family: string, file: string][] = [
  ['Hearth DejaVu Serif', '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf'],
  ['Hearth DejaVu Serif Bold', '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf'],
  ['Hearth DejaVu Sans', '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'],
  ['Hearth Liberation Serif', '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf'],
  ['Hearth Liberation Serif Bold', '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf'],
  ['Hearth Liberation Sans', '/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf'],
  ['Hearth Liberation Sans Bold', '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf'],
  ['Hearth C059', '/usr/share/fonts/opentype/urw-base35/C059-Roman.otf'],
];

// ⅛ is left out: rare in recipes, and too like ⅓ and ½ in a face the templates lack.
export const FRACTION_GLYPHS = ['½', '¼', '¾', '⅓', '⅔'] as const;
const SHAPES = [...FRACTION_GLYPHS, '1', '2', '3', '4', '5', '%'];
const SIDE = 20;

interface Template {
  readonly glyph: string;
  readonly cells: Float32Array;
  readonly aspect: number;
}

/** Ink of a grey image region, trimmed to its ink and scaled into SIDE×SIDE cells (0 paper, 1 ink). */
function inkCells(
  grey: (x: number, y: number) => number,
  box: OcrBox,
): { cells: Float32Array; aspect: number } | null {
  let x0 = box.x1;
  let y0 = box.y1;
  let x1 = box.x0;
  let y1 = box.y0;
  for (let y = box.y0; y < box.y1; y++)
    for (let x = box.x0; x < box.x1; x++)
      if (grey(x, y) < 128) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1);
        y1 = Math.max(y1, y + 1);
      }
  if (x1 <= x0 || y1 <= y0) return null;
  const cells = new Float32Array(SIDE * SIDE);
  const w = x1 - x0;
  const h = y1 - y0;
  for (let cy = 0; cy < SIDE; cy++)
    for (let cx = 0; cx < SIDE; cx++) {
      let ink = 0;
      let n = 0;
      for (let y = y0 + Math.floor((cy * h) / SIDE); y < y0 + Math.ceil(((cy + 1) * h) / SIDE); y++)
        for (let x = x0 + Math.floor((cx * w) / SIDE); x < x0 + Math.ceil(((cx + 1) * w) / SIDE); x++) {
          ink += grey(x, y) < 128 ? 1 : 0;
          n++;
        }
      cells[cy * SIDE + cx] = n ? ink / n : 0;
    }
  return { cells, aspect: w / h };
}

let templates: Template[] | null = null;

function drawTemplates(): Template[] {
  const out: Template[] = [];
  const size = 96;
  const { createCanvas, GlobalFonts } = nativeCanvas();
  const canvas = createCanvas(size * 2, size * 2);
  const context = canvas.getContext('2d') as SKRSContext2D;
  for (const [family, file] of FONT_FILES) {
    if (!existsSync(file)) continue;
    GlobalFonts.registerFromPath(file, family);
    for (const glyph of SHAPES) {
      context.fillStyle = '#fff';
      context.fillRect(0, 0, size * 2, size * 2);
      context.fillStyle = '#000';
      context.font = `${size}px "${family}"`;
      context.fillText(glyph, size / 4, size * 1.4);
      const pixels = context.getImageData(0, 0, size * 2, size * 2).data;
      const ink = inkCells((x, y) => pixels[(y * size * 2 + x) * 4] as number, {
        x0: 0,
        y0: 0,
        x1: size * 2,
        y1: size * 2,
      });
      if (ink) out.push({ glyph, ...ink });
    }
  }
  return out;
}

/**
 * The templates, drawn once per process (a twentieth of a second): the reader draws them while its
 * worker recognises, when the main thread would only wait.
 */
export function shapeTemplates(): readonly Template[] {
  templates ??= drawTemplates();
  return templates;
}

function similarity(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += (a[i] as number) * (b[i] as number);
    na += (a[i] as number) ** 2;
    nb += (b[i] as number) ** 2;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

/** Reads shapes off one page (a PNG as the reader saw it); boxes are in that page's pixels. */
export async function shapeReader(png: Buffer): Promise<(box: OcrBox) => string | null> {
  const { createCanvas, loadImage } = nativeCanvas();
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, image.width, image.height);
  const grey = (x: number, y: number) => data[(y * width + x) * 4] as number;
  const known = shapeTemplates();
  return (box) => {
    const clipped = {
      x0: Math.max(0, Math.floor(box.x0)),
      y0: Math.max(0, Math.floor(box.y0)),
      x1: Math.min(width, Math.ceil(box.x1)),
      y1: Math.min(height, Math.ceil(box.y1)),
    };
    const ink = inkCells(grey, clipped);
    if (!ink) return null;
    let best: { glyph: string; score: number } | null = null;
    for (const t of known) {
      const score = similarity(ink.cells, t.cells) - 0.25 * Math.abs(Math.log(ink.aspect / t.aspect));
      if (!best || score > best.score) best = { glyph: t.glyph, score };
    }
    return best && best.score > 0.6 ? best.glyph : null;
  };
}
