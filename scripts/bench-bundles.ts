// The Lambda bundles as the CDK builds them (esbuild, minified ESM, the AWS SDK left to the runtime):
// each one's size, and its cold start's module load, timed in fresh Node processes (the median of
// three), as Lambda's init phase loads it before the first request. BENCH_NODE names the Node to time
// with (Lambda runs Node 22); by default the `node` on PATH. Targets (issue 20): 250 KB, 150 ms.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { routes } from '../lambdas/src/routes.js';
import { noteResult } from './bench-summary.js';

const run = promisify(execFile);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What the functions find in their environment on AWS, with harmless values: enough to load. */
const lambdaEnvironment = {
  PATH: process.env.PATH,
  AWS_REGION: 'eu-west-1',
  AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
  AWS_SECRET_ACCESS_KEY: 'secret',
  TABLE_NAME: 'hearth',
  MEDIA_BUCKET: 'hearth-media',
  USER_POOL_ID: 'eu-west-1_example',
  USER_POOL_CLIENT_ID: 'example',
  APP_ORIGIN: 'https://example.com',
  MAIL_MODE: 'ses',
  LIVE_MANAGEMENT_ENDPOINT: 'https://example.com/live',
  POWERTOOLS_METRICS_DISABLED: 'true',
};

const loader = `const started = performance.now();
await import(process.argv[1]);
process.stdout.write(String(performance.now() - started));`;

/** Every workflow's ARN the configuration names (new workflows come with their own setting). */
async function stateMachineArns(repoRoot: string): Promise<Record<string, string>> {
  const source = await readFile(join(repoRoot, 'lambdas/src/shared/config.ts'), 'utf8');
  const names = new Set(source.match(/\b[A-Z_]+_STATE_MACHINE_ARN\b/g) ?? []);
  return Object.fromEntries(
    [...names].map((name) => [name, `arn:aws:states:eu-west-1:111122223333:stateMachine:${name}`]),
  );
}

export async function benchBundles(repoRoot: string): Promise<void> {
  const node = process.env.BENCH_NODE ?? 'node';
  const environment = { ...lambdaEnvironment, ...(await stateMachineArns(repoRoot)) };
  const { stdout: version } = await run(node, ['--version']);
  const entries: [string, string][] = [...new Set(routes.map((r) => r.area))].map((area) => [
    `http/${area}`,
    join(repoRoot, 'lambdas/src/handlers/http', area, 'index.ts'),
  ]);
  entries.push(
    ['trigger/post-confirmation', join(repoRoot, 'lambdas/src/handlers/triggers/post-confirmation.ts')],
    ['trigger/custom-message', join(repoRoot, 'lambdas/src/handlers/triggers/custom-message.ts')],
  );
  // Inside the repository, so the bundles find the AWS SDK in node_modules as Lambda finds its own.
  const folder = join(repoRoot, '.bench', 'bundles');
  await mkdir(folder, { recursive: true });
  const rows: string[][] = [];
  let largest = { name: '', bytes: 0 };
  let slowest = { name: '', ms: 0 };
  try {
    for (const [name, entry] of entries) {
      // The same settings as the CDK NodejsFunction bundling (infra/lib/constructs/hearth-function.ts).
      const result = await build({
        entryPoints: [entry],
        bundle: true,
        minify: true,
        platform: 'node',
        target: 'node22',
        format: 'esm',
        mainFields: ['module', 'main'],
        external: ['@aws-sdk/*'],
        banner: {
          js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
        },
        write: false,
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]?.contents ?? new Uint8Array();
      const file = join(folder, `${name.replace('/', '-')}.mjs`);
      await writeFile(file, code);
      const times: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const { stdout } = await run(node, ['--input-type=module', '-e', loader, file], {
          env: environment,
          cwd: folder,
        }).catch((error: { stderr?: string }) => {
          const reason = (error.stderr ?? '').split('\n').find((line) => line.startsWith('Error'));
          throw new Error(`${name} does not load: ${reason ?? 'see its output'}`);
        });
        times.push(Number(stdout));
      }
      const median = times.sort((a, b) => a - b)[1] ?? 0;
      if (code.length > largest.bytes) largest = { name, bytes: code.length };
      if (median > slowest.ms) slowest = { name, ms: median };
      rows.push([
        name,
        kb(code.length),
        kb(gzipSync(code).length),
        median.toFixed(0),
        code.length <= 250 * 1024 && median <= 150 ? 'yes' : 'no',
      ]);
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  console.log(
    `\nLambda bundles (esbuild, minified, node22 ESM, @aws-sdk/* external); module load in a fresh ${version.trim()} process, median of 3\n`,
  );
  printRows(['bundle', 'minified', 'gzipped', 'load ms', '≤ 250 KB and ≤ 150 ms'], rows);
  noteResult('largestBundle', `${largest.name} ${kb(largest.bytes)}`);
  noteResult('coldStart', `slowest ${slowest.name} ${slowest.ms.toFixed(0)} ms`);
}

function printRows(headers: string[], rows: string[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  console.log(line(headers));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { repoRoot } = await import('../infra/local/stack.js');
  await benchBundles(repoRoot);
}
