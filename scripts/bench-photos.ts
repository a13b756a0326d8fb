// Photo import's reading, side by side on the development photos (../shared/corpus, tuned on) and on
// the sets of scripts/photo-sets.mjs (../ocr-sets: "tune", drawn from the hosts tuned on, and "check",
// other hosts and salts, never tuned on: the figure a change is judged by). The photos never enter the
// project. For each set: ingredient lines exactly right (all, other languages than English, lines with
// a fraction, clean PNGs), once warm (one process for every photo, as a warm Lambda), and seconds per
// photo cold (one process per photo, as a new Lambda) on its first BENCH_COLD_PHOTOS photos (20).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface PhotoCase {
  id: string;
  language?: string;
  photo?: { format?: string };
  expected: { ingredients?: string[] };
}

interface DetailRow {
  id: string;
  seconds: number;
  ingredientLines: number;
  ingredientLinesExact: number;
  noRecipe?: boolean;
  status: string;
  misses?: { ingredients?: { actual: unknown } };
}

interface SetFigures {
  name: string;
  images: number;
  all: string;
  other: string;
  fractions: string;
  clean: string;
  nothing: string;
  crashes: number;
  warm: string;
  cold: string;
  load: string;
}

const FRACTION = /[¼½¾⅓⅔⅛]|\d\/\d/;
const pct = (part: number, whole: number): string =>
  whole ? `${((part / whole) * 100).toFixed(1)}% (${part}/${whole})` : '-';
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1] ?? 0;
const load = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;

/**
 * The extract command run straight by Node, as a Lambda runs its bundle: through npm every photo also
 * paid npm's own start (about half a second of CPU), which no container pays.
 */
const EXTRACT = 'node scripts/run-bundled.mjs scripts/extract.ts';

function runScorer(repoRoot: string, scorer: string, images: string, details: string, cold: number) {
  const cmd = cold ? `${EXTRACT} --image {image}` : `${EXTRACT} --images`;
  const result = spawnSync(
    'node',
    [
      scorer,
      '--images',
      images,
      ...(cold ? ['--limit', String(cold)] : ['--batch']),
      '--cmd',
      cmd,
      '--details',
      details,
      '--timeout',
      '120',
    ],
    { cwd: repoRoot, encoding: 'utf8', env: { ...process.env, OMP_THREAD_LIMIT: '1' } },
  );
  return `${result.stdout}`.trim().split('\n').at(-1) ?? result.stderr;
}

const readRows = (file: string): Map<string, DetailRow> =>
  new Map(
    readFileSync(file, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as DetailRow)
      .map((row) => [row.id, row]),
  );

async function measure(
  repoRoot: string,
  scorer: string,
  normItem: (line: string) => string,
  name: string,
  images: string,
  work: string,
): Promise<SetFigures> {
  const cases = (JSON.parse(readFileSync(join(images, 'index.json'), 'utf8')) as { images: PhotoCase[] })
    .images;
  const coldCount = Math.min(cases.length, Number(process.env.BENCH_COLD_PHOTOS ?? 20));
  const loadBefore = load();
  runScorer(repoRoot, scorer, images, join(work, `${name}-warm.jsonl`), 0);
  runScorer(repoRoot, scorer, images, join(work, `${name}-cold.jsonl`), coldCount);
  const warm = readRows(join(work, `${name}-warm.jsonl`));
  const cold = readRows(join(work, `${name}-cold.jsonl`));
  const tally = { lines: 0, exact: 0, otherLines: 0, otherExact: 0, cleanLines: 0, cleanExact: 0 };
  let fractionLines = 0;
  let fractionExact = 0;
  for (const c of cases) {
    const row = warm.get(c.id);
    const expected = c.expected.ingredients ?? [];
    const right = row?.ingredientLinesExact ?? 0;
    tally.lines += expected.length;
    tally.exact += right;
    if (c.language && !/^en\b/i.test(c.language)) {
      tally.otherLines += expected.length;
      tally.otherExact += right;
    }
    if (c.photo?.format === 'png') {
      tally.cleanLines += expected.length;
      tally.cleanExact += right;
    }
    const actual = row?.misses?.ingredients
      ? Array.isArray(row.misses.ingredients.actual)
        ? (row.misses.ingredients.actual as string[])
        : []
      : expected;
    const got = new Map<string, number>();
    for (const line of actual) got.set(normItem(line), (got.get(normItem(line)) ?? 0) + 1);
    for (const line of expected.filter((l) => FRACTION.test(l))) {
      fractionLines += 1;
      const left = got.get(normItem(line)) ?? 0;
      if (row && left > 0) {
        fractionExact += 1;
        got.set(normItem(line), left - 1);
      }
    }
  }
  const rows = [...warm.values()];
  return {
    name,
    images: cases.length,
    all: pct(tally.exact, tally.lines),
    other: pct(tally.otherExact, tally.otherLines),
    fractions: pct(fractionExact, fractionLines),
    clean: pct(tally.cleanExact, tally.cleanLines),
    nothing: String(rows.filter((r) => r.noRecipe).length),
    crashes: rows.filter((r) => r.status !== 'ok').length,
    warm: `${median(rows.map((r) => r.seconds)).toFixed(2)} s`,
    cold: `${median([...cold.values()].map((r) => r.seconds)).toFixed(2)} s (${cold.size})`,
    load: `${loadBefore} -> ${load()}`,
  };
}

export async function benchPhotos(repoRoot: string): Promise<void> {
  const shared = resolve(repoRoot, process.env.HEARTH_SHARED_DIR ?? '../shared');
  const archive = join(shared, 'corpus', 'ocr-dev.tar.gz');
  const scorer = join(shared, 'tools', 'score-ocr.mjs');
  if (!existsSync(archive) || !existsSync(scorer)) {
    console.log('\nPhoto import: skipped (no development photos beside the repository)');
    return;
  }
  const { normItem } = (await import(pathToFileURL(join(shared, 'tools', 'fields.mjs')).href)) as {
    normItem: (line: string) => string;
  };
  const sets = resolve(repoRoot, process.env.HEARTH_PHOTO_SETS ?? '../ocr-sets');
  const dir = mkdtempSync(join(tmpdir(), 'hearth-photos-'));
  try {
    spawnSync('tar', ['xzf', archive, '-C', dir], { stdio: 'inherit' });
    const figures = [await measure(repoRoot, scorer, normItem, 'dev', join(dir, 'ocr-dev'), dir)];
    for (const name of ['tune', 'check', 'check2']) {
      if (existsSync(join(sets, name, 'index.json')))
        figures.push(await measure(repoRoot, scorer, normItem, name, join(sets, name), dir));
    }
    const rows: [string, keyof SetFigures][] = [
      ['photos', 'images'],
      ['ingredient lines exactly right', 'all'],
      ['  other languages', 'other'],
      ['  lines with a fraction', 'fractions'],
      ['  clean PNG photos', 'clean'],
      ['photos that gave nothing', 'nothing'],
      ['crashes', 'crashes'],
      ['seconds per photo, warm p50', 'warm'],
      ['seconds per photo, cold p50', 'cold'],
      ['machine load (1 min, before -> after)', 'load'],
    ];
    const width = 34;
    const lines = [
      '\nPhoto import: dev photos (tuned on), the tuning set, and the check sets (never tuned on):',
      `  ${''.padEnd(width)}${figures.map((f) => f.name.padEnd(28)).join('')}`,
      ...rows.map(
        ([label, key]) => `  ${label.padEnd(width)}${figures.map((f) => String(f[key]).padEnd(28)).join('')}`,
      ),
    ];
    if (figures.length === 1)
      lines.push(`  (no tuning or check set in ${sets}: make them with node scripts/photo-sets.mjs)`);
    console.log(lines.join('\n'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
