// The URL extractor's score and speed on the development corpus, when the corpus sits beside the
// repository (../shared/corpus, as on the team's machines; it never enters the project), and on the
// hosts of the tuning and check sets (../ocr-sets, scripts/photo-sets.mjs) side by side: a gain counts
// only when the check hosts, which no rule was tuned on, move too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export interface ExtractionFigures {
  /** The scorer's summary line ("extraction dev: fields 97.4% pages 453 crashes 0 p50 …"). */
  summary: string;
  overall: string;
  /** Score per field, in the scorer's order ("ingredients" → "95.4%"). */
  fields: [string, string][];
  pages: string;
  /** Pages that gave nothing at all. */
  nothing: string;
  crashes: string;
}

/** The scorer's report cut to what the bench tracks; null when the report has no summary line. */
export function extractionFigures(report: string): ExtractionFigures | null {
  const lines = report.trim().split('\n');
  const summary = lines.at(-1);
  if (!summary?.startsWith('extraction ')) return null;
  const fields = lines
    .map((line) => /^(\w+)\s+\d+\s+([\d.]+%)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m): [string, string] => [m[1] as string, m[2] as string]);
  const pages = /pages: (\d+); ok \d+ \(of which with no field at all: (\d+)\); crashed (\d+)/.exec(report);
  return {
    summary,
    overall: fields.find(([name]) => name === 'OVERALL')?.[1] ?? '?',
    fields: fields.filter(([name]) => name !== 'OVERALL'),
    pages: pages?.[1] ?? '?',
    nothing: pages?.[2] ?? '?',
    crashes: pages?.[3] ?? '?',
  };
}

/** The sets' figures as one table, a column per set: overall, each field, pages, nothing, crashes. */
export function extractionTable(sets: [string, ExtractionFigures][]): string {
  const names = sets[0]?.[1].fields.map(([name]) => name) ?? [];
  const rows: string[][] = [
    ['', ...sets.map(([name]) => name)],
    ['mean field score', ...sets.map(([, f]) => f.overall)],
    ...names.map((name) => [
      `  ${name}`,
      ...sets.map(([, f]) => f.fields.find(([n]) => n === name)?.[1] ?? '–'),
    ]),
    ['pages', ...sets.map(([, f]) => f.pages)],
    ['pages with nothing', ...sets.map(([, f]) => f.nothing)],
    ['crashes', ...sets.map(([, f]) => f.crashes)],
  ];
  const width = (col: number) => Math.max(...rows.map((row) => (row[col] ?? '').length));
  return rows
    .map((row) =>
      row.map((cell, col) => (col === 0 ? cell.padEnd(width(0)) : cell.padStart(width(col)))).join('  '),
    )
    .join('\n');
}

export function benchExtraction(repoRoot: string): void {
  const shared = resolve(repoRoot, process.env.HEARTH_SHARED_DIR ?? '../shared');
  const archive = join(shared, 'corpus', 'extraction-dev.tar.gz');
  const scorer = join(shared, 'tools', 'score-extraction.mjs');
  if (!existsSync(archive) || !existsSync(scorer)) {
    console.log('\nURL extraction: skipped (no development corpus beside the repository)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'hearth-corpus-'));
  try {
    spawnSync('tar', ['xzf', archive, '-C', dir], { stdio: 'inherit' });
    const corpus = join(dir, 'extraction-dev');
    const score = (split: string) =>
      spawnSync(
        'node',
        [
          scorer,
          '--set',
          'dev',
          '--corpus',
          corpus,
          '--split',
          split,
          '--batch',
          '--cmd',
          'npm run -s extract -- --batch',
        ],
        { cwd: repoRoot, encoding: 'utf8' },
      );
    const sets = resolve(repoRoot, process.env.HEARTH_PHOTO_SETS ?? '../ocr-sets');
    const splits: [string, string][] = [
      ['dev', join(corpus, 'split.json')],
      ['tune hosts', join(sets, 'web-tune-split.json')],
      ['check hosts', join(sets, 'web-check-split.json')],
    ];
    const figures: [string, ExtractionFigures][] = [];
    for (const [name, split] of splits) {
      if (!existsSync(split)) {
        console.log(
          `URL extraction on the ${name}: skipped (no ${split}; make it with scripts/photo-sets.mjs)`,
        );
        continue;
      }
      const result = score(split);
      const found = extractionFigures(`${result.stdout}`);
      if (found) figures.push([name, found]);
      else console.log(`URL extraction on the ${name}: the scorer gave no summary\n${result.stderr}`);
    }
    if (!figures.length) return;
    console.log(`\nURL extraction (${figures.map(([name, f]) => `${name}: ${f.summary}`).join('; ')}):`);
    console.log(extractionTable(figures));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
