// The domain declares what it needs (domain/<area>/ports.ts) and receives it: no domain module reaches
// for the AWS SDK, an adapter or the shared clients itself. Handlers compose (handlers/shared).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const domainDir = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const IMPORT = /(?:from\s+|import\s*\(\s*)'([^']+)'/g;

describe('the domain layer', () => {
  it('imports no AWS SDK, no adapter and no shared client', () => {
    const files = sourceFiles(domainDir);
    expect(files.length).toBeGreaterThan(50);
    const offending = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(IMPORT)]
        .map((match) => match[1] ?? '')
        .filter((target) => /^@aws-sdk\/|\/adapters\/|\/shared\/clients\.js$/.test(target))
        .map((target) => `${relative(domainDir, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });
});
