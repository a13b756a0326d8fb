// Photos of printed pages reach Tesseract as grey images with the lighting evened out: each pixel is
// divided by the local paper brightness, so a shadowed corner reads as well as the lit middle. Small
// print is enlarged, since Tesseract reads best when letters stand about 30 pixels tall.
import { nativeCanvas } from './native-canvas.js';

const TILE = 48;
/** Longest side after enlarging a small photo (pages of 1100 pixels and more read as well unscaled). */
const MAX_SIDE = 2600;
/**
 * Longest side a large photo is reduced to: Tesseract's time grows with the pixels and the grain (a
 * 3,000-pixel phone photo took longer than the workflow allows), but small print needs the pixels:
 * at 1,600 the dev photos' ingredient lines read 90.7% exactly right, at 2,000 95.4%.
 */
const MAX_READ_SIDE = 2000;

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

/** Grey, lighting-flattened page of the photo (a PGM), upscaled when the page is small. */
export async function prepareImage(bytes: Uint8Array): Promise<PreparedImage> {
  const { createCanvas, loadImage } = nativeCanvas();
  const image = await loadImage(Buffer.from(bytes));
  const longest = Math.max(image.width, image.height);
  const scale = longest < 1100 ? Math.min(2, MAX_SIDE / longest) : Math.min(1, MAX_READ_SIDE / longest);
  const width = Math.round(image.width * scale);
  const height = Math.round(image.height * scale);
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  const data = context.getImageData(0, 0, width, height);
  const rgba = data.data;
  const grey = new Uint8ClampedArray(width * height);
  for (let p = 0, q = 0; q < grey.length; p += 4, q++) {
    grey[q] =
      ((rgba[p] as number) * 299 + (rgba[p + 1] as number) * 587 + (rgba[p + 2] as number) * 114) / 1000;
  }
  const { levels, cols, rows } = paperLevels(grey, width, height);
  const header = Buffer.from(`P5\n${width} ${height}\n255\n`, 'ascii');
  const pgm = Buffer.alloc(header.length + width * height);
  header.copy(pgm);
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
      pgm[header.length + y * width + x] = Math.min(
        255,
        Math.round(((grey[y * width + x] as number) * 255) / paper),
      );
    }
  }
  return { pgm, width, height };
}
