// The end of `npm run bench`: the summary table (each target beside this run's figure and the previous
// one), and every figure that moved since the baseline, old beside new. The baseline is
// scripts/bench-baseline.json, the figures of an earlier whole run (its commit, date and machine load
// in it); `npm run bench -- --save-baseline` writes this run's figures there, to commit with the
// change that moved them. The parts of the bench note their figures here as they measure them.
import { readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

interface Row {
  what: string;
  target: string;
}

const ROWS = {
  routeBudgets: { what: 'API routes within their DynamoDB budget', target: 'every route' },
  home: { what: 'Home with 5,000 recipes, first cards after reload', target: '≤ 200 ms' },
  finderCommon: {
    what: 'Finder in-process, an ingredient in every recipe (chicken, garlic, lemon)',
    target: 'p95 ≤ 30 ms, ≤ 3 req, ≤ 100 KB',
  },
  finderTwoWords: {
    what: 'Finder in-process, two-word terms (red onion, olive oil, cumin)',
    target: 'p95 ≤ 30 ms, ≤ 3 req',
  },
  communityPrefix: { what: "Community search, one-letter prefix 's'", target: '≤ 3 req at any size' },
  initialJs: { what: 'Frontend initial JS with the largest shell catalog (gzipped)', target: '≤ 120 KB' },
  largestBundle: { what: 'Largest Lambda bundle (minified)', target: '≤ 250 KB' },
  coldStart: {
    what: 'Cold start (module load, fresh Node 22 process), slowest bundle',
    target: '≤ 100 ms each',
  },
  lighthouseHome: { what: 'Lighthouse Home, 4x CPU slowdown', target: 'every run ≥ 95, TBT ≤ 200 ms' },
  lighthouseRecipe: { what: 'Lighthouse recipe page, 4x CPU slowdown', target: 'every run ≥ 95' },
} satisfies Record<string, Row>;

export type SummaryKey = keyof typeof ROWS;

/** How a figure is compared: a count or size moves by any change; a time only past the noise. */
export type FigureKind = 'count' | 'kb' | 'ms' | 'score';

interface Figure {
  value: number;
  kind: FigureKind;
}

interface Baseline {
  note: string;
  figures: Record<string, Figure>;
  summary: Partial<Record<SummaryKey, string>>;
}

const BASELINE_FILE = join(import.meta.dirname, 'bench-baseline.json');

const measured = new Map<SummaryKey, string>();
const figures = new Map<string, Figure>();

/** Notes this run's figure for one line of the summary table. */
export function noteResult(key: SummaryKey, value: string): void {
  measured.set(key, value);
}

/** Notes one figure of this run (a route's p95, a bundle's size), compared with the baseline's. */
export function noteFigure(name: string, value: number, kind: FigureKind): void {
  if (Number.isFinite(value)) figures.set(name, { value, kind });
}

function readBaseline(): Baseline | null {
  try {
    return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Baseline;
  } catch {
    return null;
  }
}

/** Whether a figure moved past what noise on a shared machine explains. */
export function moved(before: number, now: number, kind: FigureKind): boolean {
  const change = Math.abs(now - before);
  if (kind === 'ms') return change >= Math.max(3, 0.25 * Math.abs(before));
  if (kind === 'kb') return change >= 0.5;
  if (kind === 'score') return change >= 1;
  return change >= 0.01;
}

const shown = (figure: Figure) =>
  figure.kind === 'ms'
    ? `${figure.value.toFixed(1)} ms`
    : figure.kind === 'kb'
      ? `${figure.value.toFixed(1)} KB`
      : String(Number(figure.value.toFixed(2)));

/** The summary table's rows: what, the baseline's figure, this run's, the target. */
export function summaryRows(): string[][] {
  const baseline = readBaseline();
  return (Object.entries(ROWS) as [SummaryKey, Row][]).map(([key, row]) => [
    row.what,
    baseline?.summary[key] ?? '—',
    measured.get(key) ?? 'not run',
    row.target,
  ]);
}

/** Every figure that moved since the baseline: name, old, new. New and gone figures are listed too. */
export function movedRows(): string[][] {
  const baseline = readBaseline();
  if (!baseline) return [];
  const rows: string[][] = [];
  for (const [name, figure] of figures) {
    const before = baseline.figures[name];
    if (!before) rows.push([name, 'new', shown(figure)]);
    else if (moved(before.value, figure.value, figure.kind)) rows.push([name, shown(before), shown(figure)]);
  }
  return rows;
}

export const baselineNote = () =>
  readBaseline()?.note ?? 'no baseline yet (npm run bench -- --save-baseline)';

/** Writes this run's figures as the new baseline, keeping the old one's for parts that did not run. */
export function saveBaseline(commit: string): void {
  const [load1, load5] = loadavg();
  const old = readBaseline();
  const merged = { ...old?.figures, ...Object.fromEntries(figures) };
  const baseline: Baseline = {
    note: `${commit}, ${new Date().toISOString().slice(0, 10)}, load average ${load1?.toFixed(1)} (5 min ${load5?.toFixed(1)})`,
    figures: Object.fromEntries(Object.entries(merged).sort(([a], [b]) => a.localeCompare(b))),
    summary: { ...old?.summary, ...Object.fromEntries(measured) },
  };
  writeFileSync(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
}
