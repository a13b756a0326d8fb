// The URL extractor's score and speed on the development corpus, when the corpus sits beside the
// repository (../shared/corpus, as on the team's machines; it never enters the project).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

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
    const result = spawnSync(
      'node',
      [
        scorer,
        '--set',
        'dev',
        '--corpus',
        corpus,
        '--split',
        join(corpus, 'split.json'),
        '--batch',
        '--cmd',
        'npm run -s extract -- --batch',
      ],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    const lines = `${result.stdout}`.trim().split('\n');
    console.log(`\nURL extraction on the development corpus:\n${lines.at(-1) ?? result.stderr}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
