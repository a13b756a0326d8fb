// Issue 20's table, reproduced at the end of `npm run bench`: the number on main when the issue was
// written (recorded there, on a quiet 2-core machine) beside this run's, and the target. The parts of
// the bench note their results here as they measure them; a part that did not run shows "not run".
interface Row {
  what: string;
  before: string;
  target: string;
}

const ROWS = {
  finderCommon: {
    what: 'Finder, an ingredient in every recipe (chicken, garlic, lemon)',
    before: 'p95 349 ms, 5 req, ~1.3 MB read',
    target: 'p95 ≤ 60 ms, ≤ 3 req, ≤ 100 KB',
  },
  finderTwoWords: {
    what: 'Finder, two-word terms (red onion, olive oil, cumin)',
    before: 'p95 314 ms, 7 req',
    target: 'p95 ≤ 60 ms, ≤ 3 req',
  },
  communityPrefix: {
    what: "Community search, one-letter prefix 's'",
    before: 'p95 65 ms, 11 req',
    target: '≤ 3 req at any size',
  },
  initialJs: { what: 'Frontend initial JS (gzipped)', before: '169.7 KB', target: '≤ 120 KB' },
  largestBundle: {
    what: 'Largest Lambda bundle (minified)',
    before: 'billing 371 KB, finder 312 KB',
    target: '≤ 250 KB',
  },
  coldStart: {
    what: 'Cold start (module load, fresh Node process)',
    before: 'not measured',
    target: '≤ 150 ms each',
  },
  home: {
    what: 'Home with 5,000 recipes, first cards after reload',
    before: '528 ms',
    target: '≤ 300 ms',
  },
} satisfies Record<string, Row>;

export type SummaryKey = keyof typeof ROWS;

const measured = new Map<SummaryKey, string>();

/** Notes this run's number for one line of the table. */
export function noteResult(key: SummaryKey, value: string): void {
  measured.set(key, value);
}

export function summaryRows(): string[][] {
  return (Object.entries(ROWS) as [SummaryKey, Row][]).map(([key, row]) => [
    row.what,
    row.before,
    measured.get(key) ?? 'not run',
    row.target,
  ]);
}
