// The URL extractor's score and speed on the development corpus, when the corpus sits beside the
// repository (../shared/corpus, as on the team's machines; it never enters the project).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * The scorer's report cut to what the bench tracks: the web field score (overall and per field), the
 * pages that gave nothing at all, and the time per page.
 */
export function extractionSummary(report: string): string | null {
  const lines = report.trim().split('\n');
  const summary = lines.at(-1);
  if (!summary?.startsWith('extraction ')) return null;
  const fields = lines
    .map((line) => /^(\w+)\s+\d+\s+([\d.]+%)/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null && m[1] !== 'OVERALL')
    .map((m) => `${m[1]} ${m[2]}`);
  const pages = /pages: (\d+); ok \d+ \(of which with no field at all: (\d+)\)/.exec(report);
  const nothing = pages
    ? `pages that gave nothing: ${pages[2]} of ${pages[1]}`
    : 'pages that gave nothing: unknown';
  return [summary, `  by field: ${fields.join(', ')}`, `  ${nothing}`].join('\n');
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
    const result = score(join(corpus, 'split.json'));
    console.log(
      `\nURL extraction on the development corpus:\n${extractionSummary(`${result.stdout}`) ?? result.stderr}`,
    );
    // The pages of the photo check set's hosts (scripts/photo-sets.mjs): part of the development
    // corpus, so no held-out figure, but the hosts the photo rules were never tuned on.
    const sets = resolve(repoRoot, process.env.HEARTH_PHOTO_SETS ?? '../ocr-sets');
    const checkSplit = join(sets, 'web-check-split.json');
    if (existsSync(checkSplit)) {
      const check = score(checkSplit);
      console.log(
        `URL extraction on the check hosts' pages (${sets}):\n${extractionSummary(`${check.stdout}`) ?? check.stderr}`,
      );
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
