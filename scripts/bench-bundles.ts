// The Lambda bundles as the CDK builds them (esbuild, minified ESM, the AWS SDK left to the runtime):
// each one's size, and its cold start's module load, timed in fresh Node processes (the median of
// eleven), as Lambda's init phase loads it before the first request, and how much of that is ours beyond
// the DynamoDB SDK every function loads. Packages an area ships beside its bundle (api-access.ts) are
// left out of it as the CDK leaves them out, and reported on their own: their size and what loading
// them adds to the first request that needs them. BENCH_NODE names the Node to time with; by default
// Node 22, as Lambda runs it (lambdaNode below). Run alone: `npx tsx scripts/bench-bundles.ts`. Targets
// (issue 20): 250 KB, 150 ms.
import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { areaPackagesBeside } from '../infra/lib/stacks/api-access.js';
import { type Area, routes } from '../lambdas/src/routes.js';
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

// A module named `require:<name>` is loaded with require(), as lambdas/src/shared/aws-sdk.ts
// loads the DynamoDB SDK; any other with import().
const loader = `import { createRequire } from 'node:module';
const require = createRequire(process.cwd() + '/');
const started = performance.now();
for (const name of process.argv.slice(1))
  if (name.startsWith('require:')) require(name.slice(8));
  else await import(name);
process.stdout.write(String(performance.now() - started));`;

/** What every function loads before any code of ours: the DynamoDB client and document client. */
const sdkBaseline = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'];

/** Module loads timed per bundle, each in a fresh process; the median is reported. */
const LOADS = 11;

interface LoadTask {
  what: string;
  modules: string[];
}

/**
 * The median of LOADS loads of each task, in rounds (every task once, then again) so a VM whose
 * speed drifts over the minute slows every task alike rather than whichever ran last.
 */
async function medianLoads(
  node: string,
  tasks: LoadTask[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<number[]> {
  const times: number[][] = tasks.map(() => []);
  for (let round = 0; round < LOADS; round += 1) {
    for (const [index, { what, modules }] of tasks.entries()) {
      const { stdout } = await run(node, ['--input-type=module', '-e', loader, ...modules], options).catch(
        (error: { stderr?: string }) => {
          const reason = (error.stderr ?? '').split('\n').find((line) => line.startsWith('Error'));
          throw new Error(`${what} does not load: ${reason ?? 'see its output'}`);
        },
      );
      times[index]?.push(Number(stdout));
    }
  }
  return times.map((list) => list.sort((x, y) => x - y)[Math.floor(LOADS / 2)] ?? 0);
}

/** The same settings as the CDK NodejsFunction bundling (infra/lib/constructs/hearth-function.ts). */
async function bundle(entry: string, external: string[]): Promise<Uint8Array> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    platform: 'node',
    target: 'node22',
    format: 'esm',
    mainFields: ['module', 'main'],
    external: ['@aws-sdk/*', ...external],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.contents ?? new Uint8Array();
}

/** Every workflow's ARN the configuration names (new workflows come with their own setting). */
async function stateMachineArns(repoRoot: string): Promise<Record<string, string>> {
  const source = await readFile(join(repoRoot, 'lambdas/src/shared/config.ts'), 'utf8');
  const names = new Set(source.match(/\b[A-Z_]+_STATE_MACHINE_ARN\b/g) ?? []);
  return Object.fromEntries(
    [...names].map((name) => [name, `arn:aws:states:eu-west-1:111122223333:stateMachine:${name}`]),
  );
}

/**
 * The Node to time with: BENCH_NODE, else Node 22 as Lambda runs it (the npm registry's `node@22`
 * package, which npx keeps in its cache after the first run), else the `node` on PATH.
 */
async function lambdaNode(): Promise<string> {
  if (process.env.BENCH_NODE) return process.env.BENCH_NODE;
  if (process.versions.node.startsWith('22.')) return process.execPath;
  try {
    const { stdout } = await run(
      'npm',
      ['exec', '--yes', '--package=node@22', '--', 'node', '-p', 'process.execPath'],
      { timeout: 180_000 },
    );
    return stdout.trim().split('\n').pop() ?? 'node';
  } catch {
    console.log('(Node 22 could not be fetched from the npm registry: timing with the node on PATH)');
    return 'node';
  }
}

export async function benchBundles(repoRoot: string): Promise<void> {
  const node = await lambdaNode();
  const environment = { ...lambdaEnvironment, ...(await stateMachineArns(repoRoot)) };
  const { stdout: version } = await run(node, ['--version']);
  const entries: [string, string, string[]][] = [...new Set(routes.map((r) => r.area))].map((area) => [
    `http/${area}`,
    join(repoRoot, 'lambdas/src/handlers/http', area, 'index.ts'),
    areaPackagesBeside[area as Area] ?? [],
  ]);
  entries.push(
    ['trigger/post-confirmation', join(repoRoot, 'lambdas/src/handlers/triggers/post-confirmation.ts'), []],
    ['trigger/custom-message', join(repoRoot, 'lambdas/src/handlers/triggers/custom-message.ts'), []],
  );
  // Inside the repository, so the bundles find the AWS SDK in node_modules as Lambda finds its own.
  const folder = join(repoRoot, '.bench', 'bundles');
  await mkdir(folder, { recursive: true });
  const options = { env: environment, cwd: folder };
  const rows: string[][] = [];
  const notes: string[] = [];
  let largest = { name: '', bytes: 0 };
  let slowest = { name: '', ms: 0 };
  let baseline = 0;
  try {
    const built: { name: string; code: Uint8Array; file: string; beside: string[] }[] = [];
    for (const [name, entry, beside] of entries) {
      const code = await bundle(entry, beside);
      const file = join(folder, `${name.replace('/', '-')}.mjs`);
      await writeFile(file, code);
      built.push({ name, code, file, beside });
    }
    const besides = await Promise.all(
      built.flatMap(({ name, beside }) => beside.map((pkg) => besideBundle(folder, name, pkg))),
    );
    // The SDK is CommonJS: imported, Node first reads each module for its export names, which the
    // functions skip by requiring it (lambdas/src/shared/aws-sdk.ts). Both are shown.
    const [imported = 0, required = 0, ...medians] = await medianLoads(
      node,
      [
        { what: 'the DynamoDB SDK', modules: sdkBaseline },
        { what: 'the DynamoDB SDK', modules: sdkBaseline.map((name) => `require:${name}`) },
        ...built.map(({ name, file }) => ({ what: name, modules: [file] })),
        ...besides.map(({ pkg, file }) => ({ what: pkg, modules: [file] })),
      ],
      options,
    );
    baseline = required;
    rows.push(['(DynamoDB SDK alone, imported)', '', '', imported.toFixed(0), '', '', '']);
    rows.push(['(DynamoDB SDK alone, required)', '', '', baseline.toFixed(0), '', '', '']);
    for (const [index, { name, code, beside }] of built.entries()) {
      const median = medians[index] ?? 0;
      if (code.length > largest.bytes) largest = { name, bytes: code.length };
      if (median > slowest.ms) slowest = { name, ms: median };
      rows.push([
        name,
        kb(code.length),
        kb(gzipSync(code).length),
        median.toFixed(0),
        (median - baseline).toFixed(0),
        code.length <= 250 * 1024 && median <= 150 ? 'yes' : 'no',
        beside.length ? `+ ${beside.join(', ')} beside it (below)` : '',
      ]);
    }
    for (const [index, { bundleName, pkg, code }] of besides.entries()) {
      const ms = medians[built.length + index] ?? 0;
      notes.push(
        `  beside ${bundleName}: ${pkg} with its dependencies, ${kb(code.length)} minified (${kb(gzipSync(code).length)} gzipped), loaded by the first request that needs it in ${ms.toFixed(0)} ms`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  console.log(
    `\nLambda bundles (esbuild, minified, node22 ESM, @aws-sdk/* external); module load in a fresh ${version.trim()} process, median of ${LOADS}; "ours" is the load beyond the DynamoDB SDK alone (required, as the functions load it)\n`,
  );
  printRows(['bundle', 'minified', 'gzipped', 'load ms', 'ours ms', '≤ 250 KB and ≤ 150 ms', 'note'], rows);
  for (const note of notes) console.log(note);
  noteResult('largestBundle', `${largest.name} ${kb(largest.bytes)}`);
  noteResult(
    'coldStart',
    `slowest ${slowest.name} ${slowest.ms.toFixed(0)} ms (SDK alone ${baseline.toFixed(0)}) on Node ${version.trim()}`,
  );
}

/**
 * A package shipped beside a bundle, built as the CDK ships it (one module, infra/lib/constructs/
 * packages-beside.ts), to report its size and what loading it adds to the first request that uses it.
 */
async function besideBundle(folder: string, bundleName: string, pkg: string) {
  const safe = pkg.replace(/\W/g, '-');
  const entry = join(folder, `${safe}-entry.mjs`);
  await writeFile(entry, `export * from '${pkg}';`);
  const code = await bundle(entry, []);
  const file = join(folder, `${safe}-beside.mjs`);
  await writeFile(file, code);
  return { bundleName, pkg, code, file };
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
