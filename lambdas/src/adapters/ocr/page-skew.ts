// How far a photographed page's text lines slope, measured on the prepared grey page, so the reader
// can be told the angle instead of finding it itself: Tesseract's own estimate (rotateAuto) costs a
// whole layout pass before the one it reads by, about half a second of CPU on a 2,000-pixel page.
// The ink is projected onto the page's side at each candidate angle; where the lines lie flat, the
// rows of ink and the gaps between them alternate most sharply (the sum of squared differences of
// neighbouring rows is largest). Measured on the page's ink pixels in every other column.
import type { PreparedImage } from './prepare-image.js';

/** Darker than this on the lighting-flattened page (paper is near 255) counts as ink. */
const INK = 160;
/** The steepest slope looked for (about 6 degrees), and the steps of the three searches, each around the last's best. */
const MAX_SLOPE = 0.105;
const COARSE_STEP = 0.005;
const FINE_STEP = 0.0005;
const FINEST_STEP = 0.0001;
/** Slopes smaller than this read as level (the reader ignores them too). */
export const LEVEL = 0.005;

/**
 * The ink pixels (every other column; every row, since rows sampled as far apart as the bins are wide
 * would make a level page look sharper than it is) as coordinates from the page's centre.
 */
function inkPoints(page: PreparedImage): { xs: Float32Array; ys: Float32Array; count: number } {
  const { pgm, width, height } = page;
  const offset = pgm.length - width * height;
  const capacity = Math.ceil(width / 2) * height;
  const xs = new Float32Array(capacity);
  const ys = new Float32Array(capacity);
  let count = 0;
  for (let y = 0; y < height; y++) {
    const row = offset + y * width;
    for (let x = 0; x < width; x += 2) {
      if ((pgm[row + x] as number) < INK) {
        xs[count] = x - width / 2;
        ys[count] = y - height / 2;
        count++;
      }
    }
  }
  return { xs, ys, count };
}

/** How sharply the ink's rows alternate when the page is sheared level by this slope. */
function sharpness(
  points: { xs: Float32Array; ys: Float32Array; count: number },
  slope: number,
  bins: Int32Array,
  half: number,
): number {
  bins.fill(0);
  const { xs, ys, count } = points;
  for (let i = 0; i < count; i++) {
    const bin = Math.round((ys[i] as number) - (xs[i] as number) * slope) + half;
    bins[bin] = (bins[bin] as number) + 1;
  }
  let sum = 0;
  for (let b = 1; b < bins.length; b++) {
    const d = (bins[b] as number) - (bins[b - 1] as number);
    sum += d * d;
  }
  return sum;
}

/**
 * The angle in radians the reader turns the page by to lay its text lines level (rotateRadians:
 * positive when the lines rise to the right); 0 when the page is level or has too little ink to tell.
 * Within 0.001 of Tesseract's own estimate on the tuning photos.
 */
export function pageSkew(page: PreparedImage): number {
  const points = inkPoints(page);
  if (points.count < 500) return 0;
  const half = Math.ceil((page.height + page.width * MAX_SLOPE) / 2) + 2;
  const bins = new Int32Array(2 * half + 1);
  const best = (from: number, to: number, step: number, start: number): number => {
    let bestSlope = start;
    let bestScore = -1;
    for (let slope = from; slope <= to + step / 2; slope += step) {
      const score = sharpness(points, slope, bins, half);
      if (score > bestScore) {
        bestScore = score;
        bestSlope = slope;
      }
    }
    return bestSlope;
  };
  const coarse = best(-MAX_SLOPE, MAX_SLOPE, COARSE_STEP, 0);
  const fine = best(coarse - COARSE_STEP, coarse + COARSE_STEP, FINE_STEP, coarse);
  const finest = best(fine - FINE_STEP, fine + FINE_STEP, FINEST_STEP, fine);
  return Math.abs(finest) < LEVEL ? 0 : -Math.atan(finest);
}
