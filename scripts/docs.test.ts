// The docs name only what exists (issue 34): every repository path in backticks or a link, and every
// `npm run` script, in README.md and docs/*.md. A renamed file or script fails here, not in a reader's hands.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const documents = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const scripts = Object.keys(
  (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
    .scripts,
);
const TOP = /^(frontend|lambdas|infra|test|scripts|docs)\//;

/** Repository paths a document names: in backticks (the first word) and as relative links. */
function pathsIn(document: string, text: string): string[] {
  const found: string[] = [];
  for (const [, code] of text.matchAll(/`([^`\n]+)`/g)) {
    const word = (code as string).split(/\s/)[0]?.replace(/[:,;.)]+(\d+(-\d+)?)?$/, '') ?? '';
    if (TOP.test(word) && !/[<*{|]|\.\.\./.test(word)) found.push(word.replace(/:\d+(-\d+)?$/, ''));
  }
  for (const [, target] of text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)) {
    if (/^(https?:|mailto:)/.test(target as string)) continue;
    found.push(join(dirname(document), target as string));
  }
  return found;
}

/** A build's or a run's output (frontend/dist, cdk.out): ignored by git, so absent from a clean checkout. */
function generated(path: string): boolean {
  // As a file and as a folder: a pattern such as `frontend/dist/` names folders only.
  return [path, `${path.replace(/\/$/, '')}/`].some((asked) => {
    try {
      execFileSync('git', ['check-ignore', '-q', '--no-index', asked], { cwd: root, stdio: 'ignore' });
      return true;
    } catch {
      return false;
    }
  });
}

describe('the docs', () => {
  it.each(documents)('%s names only paths that exist', (document) => {
    const missing = pathsIn(document, readFileSync(join(root, document), 'utf8')).filter(
      (path) => !existsSync(join(root, path)) && !generated(path),
    );
    expect(missing).toEqual([]);
  });

  it.each(documents)('%s names only npm scripts that exist', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const named = [...text.matchAll(/npm run ([a-z](?:[\w:-]*\w)?)/g)].map((match) => match[1] as string);
    expect(named.filter((name) => !scripts.includes(name))).toEqual([]);
  });
});
