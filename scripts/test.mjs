#!/usr/bin/env node
// `npm test`: every check the project has, in order, stopping at the first red stage.
// Stages: system deps, lint, type-check, unit, integration (local stand-ins), infra (CDK + cdk-nag),
// web build, end-to-end (Playwright in Debian Chromium). Ends with one summary line
// "N passed, N failed" counted from the runners' JSON reports.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { playwrightCounts } from './playwright-counts.mjs';

const reportDir = join(process.cwd(), '.hearth-test', 'reports');
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(label, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s`);
    return false;
  }
  console.log(`✔ ${label} (${seconds}s)`);
  return true;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

/** Adds Playwright's counts; false when a test was flaky (see playwright-counts.mjs). */
function countPlaywright(file) {
  if (!existsSync(file)) return true;
  const counts = playwrightCounts(JSON.parse(readFileSync(file, 'utf8')).stats);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return counts.steady;
}

const vitest = (project) => {
  const out = join(reportDir, `vitest-${project}.json`);
  const ok = run(`${project} tests`, 'npx', [
    'vitest',
    'run',
    '--project',
    project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
  return ok;
};

const stages = [
  [
    'system',
    () => run('system dependencies (Java, Chromium)', 'node', ['scripts/ensure-system.mjs', '--browser']),
  ],
  ['lint', () => run('lint and format (Biome)', 'npx', ['biome', 'ci', '.'])],
  ['typecheck', () => run('type-check (tsc, strict)', 'npx', ['tsc', '-p', 'tsconfig.json'])],
  ['unit', () => vitest('unit')],
  ['integration', () => vitest('integration')],
  ['infra', () => vitest('infra')],
  ['build', () => run('web build (Vite)', 'npm', ['run', '-s', 'build:web'])],
  [
    'e2e',
    () => {
      const out = join(reportDir, 'playwright.json');
      const ok = run(
        'end-to-end tests (Playwright, Chromium)',
        'npx',
        ['playwright', 'test', '--config', 'test/e2e/playwright.config.ts', '--reporter=list,json'],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
      );
      const steady = countPlaywright(out);
      if (steady === false) console.error('✖ end-to-end tests: flaky tests count as failures');
      return ok && steady !== false;
    },
  ],
];

let green = true;
for (const [name, stage] of stages) {
  if (only.length > 0 && !only.includes(name)) continue;
  if (!stage()) {
    green = false;
    break;
  }
}

const skipped = totals.skipped > 0 ? `, ${totals.skipped} skipped` : '';
console.log(`\n${totals.passed} passed, ${totals.failed} failed${skipped}`);
if (!green && totals.failed === 0)
  console.log('A stage failed before or outside the test runners (see above).');
process.exit(green ? 0 : 1);
