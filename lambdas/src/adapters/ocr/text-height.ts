// How tall the print on a page stands, measured before it is read: the ink of the lighting-flattened
// page is cut into connected shapes (letters, mostly), and the median height of the letter-shaped ones
// is the page's letter height in pixels, between its x-height and its capitals'. The page is then read
// at the scale that brings its letters to the height the reader reads best, whatever size the photo
// or the print happened to be.

/** Ink: darker than this on the flattened page (paper is 255). */
const INK = 150;
/** Fewer letter-shaped marks than this and the page gives no measure. */
const MIN_MARKS = 40;

/**
 * The median height in pixels of the letter-shaped marks on a flattened grey page (paper near 255),
 * or null when the page shows too few of them to say.
 */
export function letterHeight(grey: Uint8Array, width: number, height: number): number | null {
  const labels = new Int32Array(width * height);
  // Union-find over provisional labels; index 0 is "no label".
  const parent: number[] = [0];
  const find = (a: number): number => {
    let root = a;
    while (parent[root] !== root) root = parent[root] as number;
    while (parent[a] !== root) {
      const next = parent[a] as number;
      parent[a] = root;
      a = next;
    }
    return root;
  };
  const union = (a: number, b: number): number => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    if (ra < rb) {
      parent[rb] = ra;
      return ra;
    }
    parent[ra] = rb;
    return rb;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      if ((grey[row + x] as number) >= INK) continue;
      // 8-connected neighbours already visited: left, and the three above.
      let label = x > 0 ? (labels[row + x - 1] as number) : 0;
      if (y > 0) {
        const up = row - width + x;
        for (const n of [
          x > 0 ? (labels[up - 1] as number) : 0,
          labels[up] as number,
          x + 1 < width ? (labels[up + 1] as number) : 0,
        ]) {
          if (n) label = label ? union(label, n) : n;
        }
      }
      if (!label) {
        label = parent.length;
        parent.push(label);
      }
      labels[row + x] = label;
    }
  }
  const count = parent.length;
  const x0 = new Int32Array(count).fill(width);
  const x1 = new Int32Array(count).fill(-1);
  const y0 = new Int32Array(count).fill(height);
  const y1 = new Int32Array(count).fill(-1);
  const area = new Int32Array(count);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const l = labels[row + x] as number;
      if (!l) continue;
      const r = find(l);
      area[r] = (area[r] as number) + 1;
      if (x < (x0[r] as number)) x0[r] = x;
      if (x > (x1[r] as number)) x1[r] = x;
      if (y < (y0[r] as number)) y0[r] = y;
      if (y > (y1[r] as number)) y1[r] = y;
    }
  }
  const heights: number[] = [];
  for (let r = 1; r < count; r++) {
    if (parent[r] !== r) continue;
    const w = (x1[r] as number) - (x0[r] as number) + 1;
    const h = (y1[r] as number) - (y0[r] as number) + 1;
    // A letter: taller than a speck, neither a rule nor a picture, some ink in its box.
    if (h < 5 || h > height / 8 || w > h * 2.5 || w * 8 < h) continue;
    if ((area[r] as number) < w * h * 0.12) continue;
    heights.push(h);
  }
  if (heights.length < MIN_MARKS) return null;
  heights.sort((a, b) => a - b);
  return heights[Math.floor(heights.length / 2)] as number;
}
