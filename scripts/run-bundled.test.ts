// The extraction CLI's contract (`npm run -s extract -- PAGE.html URL`) through the bundle runner: it
// builds the TypeScript entry once, runs it, and builds again when a source it was built from changes.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'hearth-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = join(dir, 'page.html');
writeFileSync(
  page,
  `<html><head><title>Oat crackers</title></head><body><h1>Oat crackers</h1>
   <h2>Ingredients</h2><ul><li>200 g oats</li><li>50 ml water</li></ul>
   <h2>Method</h2><ol><li>Blend the oats.</li><li>Bake for 20 minutes.</li></ol></body></html>`,
);

const extract = () =>
  spawnSync('node', ['scripts/run-bundled.mjs', 'scripts/extract.ts', page, 'https://cook.example/oat'], {
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('scripts/run-bundled.mjs', () => {
  it('runs the extraction CLI from its bundle, rebuilt when a source changes', { timeout: 120_000 }, () => {
    const first = extract();
    expect(first.status).toBe(0);
    expect(JSON.parse(first.stdout)).toMatchObject({
      title: 'Oat crackers',
      ingredients: ['200 g oats', '50 ml water'],
      instructions: ['Blend the oats.', 'Bake for 20 minutes.'],
    });
    const bundle = 'node_modules/.cache/hearth-cli/extract.mjs';
    const inputs = JSON.parse(readFileSync(`${bundle}.inputs.json`, 'utf8')) as string[];
    expect(inputs.some((file) => file.endsWith('domain/extraction/extract-recipes.ts'))).toBe(true);
    // A source newer than the bundle makes the next run build again.
    const builtAt = statSync(bundle).mtimeMs;
    const source = inputs.find((file) => file.endsWith('scripts/extract.ts')) as string;
    const later = new Date(builtAt + 5_000);
    utimesSync(source, later, later);
    const second = extract();
    expect(second.status).toBe(0);
    expect(statSync(bundle).mtimeMs).toBeGreaterThan(builtAt);
    expect(JSON.parse(second.stdout)).toEqual({ ...JSON.parse(first.stdout), _ms: expect.any(Number) });
  });
});
