// Puts OCR or PDF text boxes into reading order for the recipe reader. Boxes on one row are read left
// to right, except in a two-column stretch (an ingredient list set in two columns), which is read
// column by column. A blank line marks a vertical gap clearly wider than the page's usual line gap,
// so paragraph-style steps keep their boundaries.

export interface Box {
  readonly x0: number;
  readonly y0: number;
  readonly x1: number;
  readonly y1: number;
}

export interface PlacedText {
  readonly text: string;
  readonly bbox?: Box;
}

interface Placed {
  readonly text: string;
  readonly bbox: Box;
  /** The indexes of the input items this text was made of. */
  readonly from: readonly number[];
}

/** A line in reading order: its text, the input items it joins, its box ("" lines mark a gap). */
export interface OrderedLine {
  readonly text: string;
  readonly from: readonly number[];
  readonly bbox?: Box;
  /** Lines of one list set in two columns share a number (emitRows' stretch). */
  readonly stretch?: number;
}

interface Row {
  readonly cells: Placed[];
  readonly y0: number;
  readonly y1: number;
}

const height = (b: Box): number => Math.max(1, b.y1 - b.y0);
const median = (xs: number[]): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

/** Boxes grouped into rows: a box joins a row when most of its height overlaps the row's. */
function groupRows(boxes: Placed[]): Row[] {
  const sorted = [...boxes].sort((a, b) => a.bbox.y0 + a.bbox.y1 - (b.bbox.y0 + b.bbox.y1));
  const rows: { cells: Placed[]; y0: number; y1: number }[] = [];
  for (const box of sorted) {
    const row = rows.find((r) => {
      const overlap = Math.min(r.y1, box.bbox.y1) - Math.max(r.y0, box.bbox.y0);
      return overlap > 0.5 * Math.min(height(box.bbox), r.y1 - r.y0);
    });
    if (row) {
      row.cells.push(box);
      row.y0 = Math.min(row.y0, box.bbox.y0);
      row.y1 = Math.max(row.y1, box.bbox.y1);
    } else rows.push({ cells: [box], y0: box.bbox.y0, y1: box.bbox.y1 });
  }
  for (const r of rows) r.cells.sort((a, b) => a.bbox.x0 - b.bbox.x0);
  return rows.sort((a, b) => a.y0 - b.y0);
}

/** Cells of a row closer than a wide gap belong to one line of text. */
function joinNearCells(row: Row): Row {
  const cells: Placed[] = [];
  for (const cell of row.cells) {
    const last = cells[cells.length - 1];
    const gap = last ? cell.bbox.x0 - last.bbox.x1 : Number.POSITIVE_INFINITY;
    if (last && gap < 1.8 * Math.max(height(last.bbox), height(cell.bbox))) {
      cells[cells.length - 1] = {
        text: `${last.text} ${cell.text}`,
        from: [...last.from, ...cell.from],
        bbox: {
          x0: last.bbox.x0,
          y0: Math.min(last.bbox.y0, cell.bbox.y0),
          x1: cell.bbox.x1,
          y1: Math.max(last.bbox.y1, cell.bbox.y1),
        },
      };
    } else cells.push(cell);
  }
  return { ...row, cells };
}

interface Emitted {
  text: string;
  from: readonly number[];
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  /** Lines of one two-column stretch share a number; no paragraph gap is looked for inside it. */
  stretch: number | null;
}

/**
 * A two-column stretch starting at `start`: rows of two cells whose second cells start at about the
 * same x, then rows holding only a left cell that end before that column, at the same row pitch.
 */
function twoColumnStretch(rows: Row[], start: number): { end: number; column: number } | null {
  const first = rows[start];
  if (first?.cells.length !== 2) return null;
  const column = (first.cells[1] as Placed).bbox.x0;
  const left = (first.cells[0] as Placed).bbox.x0;
  const tolerance = 2 * height(first.cells[0]?.bbox as Box);
  let end = start + 1;
  let pitch = 0;
  while (end < rows.length) {
    const row = rows[end] as Row;
    const prev = rows[end - 1] as Row;
    const step = row.y0 - prev.y0;
    if (pitch && step > pitch * 1.4) break;
    const [a, b] = row.cells;
    if (!a) break;
    const aligned = Math.abs(a.bbox.x0 - left) < tolerance;
    if (row.cells.length === 2 && aligned && b && Math.abs(b.bbox.x0 - column) < tolerance) {
      pitch = pitch || step;
      end += 1;
      continue;
    }
    const single = row.cells.length === 1;
    if (single && aligned && a.bbox.x1 < column && (!pitch || step < pitch * 1.4)) {
      pitch = pitch || step;
      end += 1;
      continue;
    }
    if (single && Math.abs(a.bbox.x0 - column) < tolerance && (!pitch || step < pitch * 1.4)) {
      pitch = pitch || step;
      end += 1;
      continue;
    }
    break;
  }
  return { end, column };
}

const cellLine = (c: Placed, y0: number, y1: number) => ({
  text: c.text,
  from: c.from,
  x0: c.bbox.x0,
  x1: c.bbox.x1,
  y0,
  y1,
});

function emitRows(rows: Row[]): Emitted[] {
  const out: Emitted[] = [];
  for (let i = 0; i < rows.length; ) {
    const stretch = twoColumnStretch(rows, i);
    if (stretch) {
      const slice = rows.slice(i, stretch.end);
      const cellsIn = (side: 'left' | 'right') =>
        slice.flatMap((r) =>
          r.cells.filter((c) =>
            side === 'left' ? c.bbox.x0 < stretch.column - 1 : c.bbox.x0 >= stretch.column - 1,
          ),
        );
      for (const c of [...cellsIn('left'), ...cellsIn('right')])
        out.push({ ...cellLine(c, c.bbox.y0, c.bbox.y1), stretch: i });
      // The stretch reads as one block: the gap after it is measured from its last row.
      const last = out[out.length - 1] as Emitted;
      last.y1 = (slice[slice.length - 1] as Row).y1;
      i = stretch.end;
      continue;
    }
    const row = rows[i] as Row;
    for (const c of row.cells) out.push({ ...cellLine(c, row.y0, row.y1), stretch: null });
    i += 1;
  }
  return out;
}

/** Text lines in reading order, with "" where a wide vertical gap separates paragraphs. */
export function orderLines(items: readonly PlacedText[]): string[] {
  return orderPlacedLines(items).map((line) => line.text);
}

/**
 * Lines in reading order as orderLines gives them, each with the input items it was made of and its
 * box (absent when the items had none), so a reader can tell what each line was read from.
 */
export function orderPlacedLines(items: readonly PlacedText[]): OrderedLine[] {
  const texts = items.map((item, index) => ({ item, index })).filter(({ item }) => item.text.trim());
  if (texts.length === 0) return [];
  if (texts.some(({ item }) => !item.bbox))
    return texts.map(({ item, index }) => ({ text: item.text.trim(), from: [index] }));
  const placed = texts.map(({ item, index }) => ({
    text: item.text.trim(),
    bbox: item.bbox as Box,
    from: [index],
  }));
  const rows = groupRows(placed).map(joinNearCells);
  const lines = emitRows(rows);

  const gaps: number[] = [];
  const sameStretch = (a: Emitted, b: Emitted) => a.stretch !== null && a.stretch === b.stretch;
  for (let i = 1; i < lines.length; i++) {
    const [prev, line] = [lines[i - 1] as Emitted, lines[i] as Emitted];
    const gap = line.y0 - prev.y1;
    if (gap > 0 && !sameStretch(prev, line)) gaps.push(gap);
  }
  const usualGap = median(gaps);
  const usualHeight = median(lines.map((l) => l.y1 - l.y0));
  const out: OrderedLine[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Emitted;
    const prev = lines[i - 1];
    if (prev && !sameStretch(prev, line)) {
      const gap = line.y0 - prev.y1;
      if (gap > Math.max(usualGap * 1.6, usualHeight * 0.6)) out.push({ text: '', from: [] });
    }
    out.push({
      text: line.text,
      from: line.from,
      bbox: { x0: line.x0, y0: line.y0, x1: line.x1, y1: line.y1 },
      ...(line.stretch === null ? {} : { stretch: line.stretch }),
    });
  }
  return out;
}

/**
 * The gutter between the columns of a list set in two, in line heights, taken as wide as print sets it
 * (two ems and more): a column's edge estimated from the other column's is then never too far out.
 */
const GUTTER = 2.5;

/**
 * Which lines end short: the next line's first word would have fitted on them, so the next line is
 * not the rest of a wrapped one (print only wraps a word that does not fit). The column's right edge
 * is the furthest any nearby line with the same left edge reaches, never further than the true edge,
 * so a line called short is short. A line without a box, or before a gap, is never called short; a
 * column's last line always ends (the next line, the top of the next column, stands above it).
 */
export function endsShort(lines: readonly OrderedLine[]): boolean[] {
  return lines.map((line, i) => {
    const next = lines[i + 1];
    if (!line.bbox || !next?.bbox || !line.text || !next.text) return false;
    const a = line.bbox;
    const lineHeight = height(a);
    // The next line stands above this one: it opens the next column, and nothing wraps up there.
    if (next.bbox.y1 <= a.y0) return true;
    // The column's right edge: the furthest a nearby line starting where this one starts reaches,
    // short of any column beside them (a two-column ingredient list).
    const near = lines
      .slice(Math.max(0, i - 20), i + 21)
      .map((l) => l.bbox)
      .filter((b): b is Box => b !== undefined);
    // A step's hanging indent ("1. Preheat..." then "the oven") sets its lines in the same column.
    const column = near.filter((b) => b.x0 - a.x0 > -1.5 * lineHeight && b.x0 - a.x0 < 2.5 * lineHeight);
    let right = Math.max(...column.map((b) => b.x1));
    for (const b of near) {
      const beside = column.some((c) => Math.min(c.y1, b.y1) - Math.max(c.y0, b.y0) > 0);
      if (b.x0 > a.x0 + 3 * lineHeight && beside) right = Math.min(right, b.x0 - lineHeight);
    }
    // The right column of a list set in two columns is as wide as the left one (from one column's
    // start to the next, less a gutter): its own longest line is no measure of where it ends, as no
    // column beside it bounds it.
    const leftColumn = lines
      .filter((l) => line.stretch !== undefined && l.stretch === line.stretch && l.bbox && l.bbox.x1 < a.x0)
      .map((l) => (l.bbox as Box).x0);
    if (leftColumn.length > 0)
      right = Math.max(right, 2 * a.x0 - Math.min(...leftColumn) - GUTTER * lineHeight);
    // The left column of such a list reaches to the right one's start, less a gutter, whatever its own
    // longest line: a column of short items wraps none of them.
    const rightColumn = lines
      .filter((l) => line.stretch !== undefined && l.stretch === line.stretch && l.bbox && l.bbox.x0 > a.x1)
      .map((l) => (l.bbox as Box).x0);
    if (rightColumn.length > 0) right = Math.max(right, Math.min(...rightColumn) - GUTTER * lineHeight);
    const firstWord = next.text.split(/\s+/)[0] ?? '';
    const wordWidth = ((next.bbox.x1 - next.bbox.x0) * firstWord.length) / Math.max(1, next.text.length);
    return a.x1 + 0.3 * lineHeight + wordWidth < right - 0.5 * lineHeight;
  });
}
