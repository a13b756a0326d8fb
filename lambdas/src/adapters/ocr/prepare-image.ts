// Photos of printed pages reach Tesseract as grey images with the lighting evened out: each pixel is
// divided by the local paper brightness, so a shadowed corner reads as well as the lit middle. Small
// print is enlarged, since Tesseract reads best when letters stand about 30 pixels tall.
import { createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { letterHeight } from './text-height.js';

const TILE = 48;
/** Longest side after enlarging a small photo (pages of 1100 pixels and more read as well unscaled). */
const MAX_SIDE = 2600;
/**
 * Longest side a large photo is reduced to: Tesseract's time grows with the pixels and the grain (a
 * 3,000-pixel phone photo took longer than the workflow allows), but small print needs the pixels:
 * at 1,600 the dev photos' ingredient lines read 90.7% exactly right, at 2,000 95.4%.
 */
const MAX_READ_SIDE = 2000;

/** The median letter height (pixels) the page is read at; tuned on the dev and tuning photos. */
const LETTER_HEIGHT = Number(process.env.HEARTH_OCR_LETTER ?? 20);
/** Bounds on the scale the letter height chooses. */
const MAX_ENLARGE = 2.5;
const MIN_SHRINK = 0.5;
/** The longest side a page is ever read at (the reader's time grows with its pixels). */
const MAX_PIXELS_SIDE = Number(process.env.HEARTH_OCR_MAX_SIDE ?? 3200);

export interface PreparedImage {
  /**
   * The grey page as a binary PGM: Leptonica reads it without decoding anything, where a PNG cost an
   * encode here and a decode in the reader's WebAssembly (same pixels either way).
   */
  readonly pgm: Buffer;
  readonly width: number;
  readonly height: number;
}

/** The brightest-but-one value of each tile: the paper around the letters. */
function paperLevels(
  grey: Uint8ClampedArray,
  width: number,
  height: number,
): { levels: Float32Array; cols: number; rows: number } {
  const cols = Math.ceil(width / TILE);
  const rows = Math.ceil(height / TILE);
  const levels = new Float32Array(cols * rows);
  const histogram = new Uint32Array(256);
  for (let ty = 0; ty < rows; ty++) {
    for (let tx = 0; tx < cols; tx++) {
      histogram.fill(0);
      let n = 0;
      for (let y = ty * TILE; y < Math.min(height, (ty + 1) * TILE); y += 2) {
        for (let x = tx * TILE; x < Math.min(width, (tx + 1) * TILE); x += 2) {
          histogram[grey[y * width + x] as number] = (histogram[grey[y * width + x] as number] ?? 0) + 1;
          n++;
        }
      }
      // The 90th percentile ignores ink and noise specks alike.
      let seen = 0;
      let level = 255;
      for (let v = 0; v < 256; v++) {
        seen += histogram[v] as number;
        if (seen >= n * 0.9) {
          level = v;
          break;
        }
      }
      levels[ty * cols + tx] = Math.max(level, 1);
    }
  }
  return { levels, cols, rows };
}

/** The photo drawn grey at a scale. */
function greyAt(image: Image, scale: number): { grey: Uint8ClampedArray; width: number; height: number } {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const grey = new Uint8ClampedArray(width * height);
  for (let p = 0, q = 0; q < grey.length; p += 4, q++) {
    grey[q] =
      ((rgba[p] as number) * 299 + (rgba[p + 1] as number) * 587 + (rgba[p + 2] as number) * 114) / 1000;
  }
  return { grey, width, height };
}

/** Each pixel divided by the paper around it (255 is paper), as the rows of a PGM after its header. */
function flatten(grey: Uint8ClampedArray, width: number, height: number, out: Uint8Array): void {
  const { levels, cols, rows } = paperLevels(grey, width, height);
  for (let y = 0; y < height; y++) {
    const fy = Math.min(Math.max(y / TILE - 0.5, 0), rows - 1);
    const ty = Math.floor(fy);
    const wy = fy - ty;
    const ty1 = Math.min(ty + 1, rows - 1);
    for (let x = 0; x < width; x++) {
      const fx = Math.min(Math.max(x / TILE - 0.5, 0), cols - 1);
      const tx = Math.floor(fx);
      const wx = fx - tx;
      const tx1 = Math.min(tx + 1, cols - 1);
      const paper =
        (levels[ty * cols + tx] as number) * (1 - wx) * (1 - wy) +
        (levels[ty * cols + tx1] as number) * wx * (1 - wy) +
        (levels[ty1 * cols + tx] as number) * (1 - wx) * wy +
        (levels[ty1 * cols + tx1] as number) * wx * wy;
      // Rounded as the canvas stored it when this was a PNG, so the reader sees the same pixels.
      out[y * width + x] = Math.min(255, Math.round(((grey[y * width + x] as number) * 255) / paper));
    }
  }
}

function flattenedPage(image: Image, scale: number): PreparedImage {
  const { grey, width, height } = greyAt(image, scale);
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.alloc(header.length + width * height);
  header.copy(pgm);
  flatten(grey, width, height, pgm.subarray(header.length));
  return { pgm, width, height };
}

/**
 * The scale a page is read at: its letters brought to LETTER_HEIGHT pixels (within the bounds of
 * pixels the reader's time allows); by the photo's size alone when its print cannot be measured.
 */
export function readingScale(longest: number, letters: number | null): number {
  const bySize = longest < 1100 ? Math.min(2, MAX_SIDE / longest) : Math.min(1, MAX_READ_SIDE / longest);
  if (!letters || !LETTER_HEIGHT) return bySize;
  const wanted = Math.min(MAX_ENLARGE, Math.max(MIN_SHRINK, LETTER_HEIGHT / letters));
  return Math.min(wanted, MAX_PIXELS_SIDE / longest);
}

/** Grey, lighting-flattened page of the photo (a PGM), scaled so its print stands at a readable height. */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const image = await loadImage(Buffer.from(bytes));
  const longest = Math.max(image.width, image.height);
  // A first look at up to MAX_READ_SIDE pixels measures the print.
  const look = Math.min(1, MAX_READ_SIDE / longest);
  const first = flattenedPage(image, look);
  const header = first.pgm.length - first.width * first.height;
  const letters = letterHeight(first.pgm.subarray(header), first.width, first.height);
  const scale = readingScale(longest, letters === null ? null : letters / look);
  if (process.env.HEARTH_OCR_DEBUG)
    process.stderr.write(
      `letters ${letters} at ${look.toFixed(2)} -> scale ${scale.toFixed(2)} (${image.width}x${image.height})\n`,
    );
  if (Math.abs(scale / look - 1) < 0.08) return first;
  return flattenedPage(image, scale);
}
