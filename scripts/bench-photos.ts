// Photo import's reading on the development photos, when the corpus sits beside the repository
// (../shared/corpus, as on the team's machines; the photos never enter the project): ingredient lines
// read exactly right (all, other languages than English, lines with a fraction), once warm (one
// process for every photo, as a warm Lambda) and once cold (one process per photo, as a new Lambda).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface PhotoCase {
  id: string;
  language?: string;
  expected: { ingredients?: string[] };
}

interface DetailRow {
  id: string;
  seconds: number;
  ingredientLines: number;
  ingredientLinesExact: number;
  misses?: { ingredients?: { actual: unknown } };
}

const FRACTION = /[¼½¾⅓⅔⅛]|\d\/\d/;
const pct = (part: number, whole: number): string => (whole ? ((part / whole) * 100).toFixed(1) : '-');
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1] ?? 0;

function runScorer(repoRoot: string, scorer: string, images: string, details: string, batch: boolean) {
  const cmd = batch ? 'npm run -s extract -- --images' : 'npm run -s extract -- --image {image}';
  const result = spawnSync(
    'node',
    [
      scorer,
      '--images',
      images,
      ...(batch ? ['--batch'] : []),
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
  const dir = mkdtempSync(join(tmpdir(), 'hearth-photos-'));
  try {
    spawnSync('tar', ['xzf', archive, '-C', dir], { stdio: 'inherit' });
    const images = join(dir, 'ocr-dev');
    const cases = (JSON.parse(readFileSync(join(images, 'index.json'), 'utf8')) as { images: PhotoCase[] })
      .images;
    const warmLine = runScorer(repoRoot, scorer, images, join(dir, 'warm.jsonl'), true);
    const coldLine = runScorer(repoRoot, scorer, images, join(dir, 'cold.jsonl'), false);
    const read = (file: string): Map<string, DetailRow> =>
      new Map(
        readFileSync(join(dir, file), 'utf8')
          .trim()
          .split('\n')
          .map((line) => JSON.parse(line) as DetailRow)
          .map((row) => [row.id, row]),
      );
    const warm = read('warm.jsonl');
    const cold = read('cold.jsonl');
    let lines = 0;
    let exact = 0;
    let otherLines = 0;
    let otherExact = 0;
    let fractionLines = 0;
    let fractionExact = 0;
    for (const c of cases) {
      const row = warm.get(c.id);
      const expected = c.expected.ingredients ?? [];
      const right = row?.ingredientLinesExact ?? 0;
      lines += expected.length;
      exact += right;
      if (c.language && !/^en\b/i.test(c.language)) {
        otherLines += expected.length;
        otherExact += right;
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
    const seconds = (rows: Map<string, DetailRow>) => median([...rows.values()].map((r) => r.seconds));
    console.log(
      [
        '\nPhoto import on the development photos:',
        `  ingredient lines exactly right: ${pct(exact, lines)}% (${exact} of ${lines}); other languages ${pct(otherExact, otherLines)}% (${otherExact} of ${otherLines}); lines with a fraction ${pct(fractionExact, fractionLines)}% (${fractionExact} of ${fractionLines})`,
        `  seconds per photo, p50: cold ${seconds(cold).toFixed(2)} s (one process each), warm ${seconds(warm).toFixed(2)} s`,
        `  warm: ${warmLine}`,
        `  cold: ${coldLine}`,
      ].join('\n'),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
