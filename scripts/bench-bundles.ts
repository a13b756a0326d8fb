// The Lambda bundles as the CDK builds them (esbuild, minified ESM, the AWS SDK left to the runtime):
// each one's size, and its cold start's module load, timed in fresh Node processes (the median of
// eleven), as Lambda's init phase loads it before the first request, and how much of that is ours beyond
// the DynamoDB SDK every function loads. Packages an area ships beside its bundle (api-access.ts) are
// left out of it as the CDK leaves them out, and reported on their own: their size and what loading
// them adds to the first request that needs them. BENCH_NODE names the Node to time with; by default
// Node 22, as Lambda runs it (lambdaNode below). Run alone: `npx tsx scripts/bench-bundles.ts`. Targets
// (issues 20 and 35): 250 KB, 100 ms. Each load's CPU time is reported beside its wall-clock time: on
// a machine other work keeps busy the wall clock measures the queue for the CPU, the CPU time (the
// process's user and system time while it loads) what the load itself costs, as on Lambda's own core.
import { execFile } from 'node:child_process';
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { esbuildOptions, namedDataFiles } from '../infra/lib/constructs/lambda-esbuild.js';
import { areaPackagesBeside } from '../infra/lib/stacks/api-access.js';
import { type Area, routes } from '../lambdas/src/routes.js';
import { noteFigure, noteResult } from './bench-summary.js';

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
const cpu = process.cpuUsage();
for (const name of process.argv.slice(1))
  if (name.startsWith('require:')) require(name.slice(8));
  else await import(name);
const spent = process.cpuUsage(cpu);
process.stdout.write(String(performance.now() - started) + ' ' + String((spent.user + spent.system) / 1000));`;

/** What every function loads before any code of ours: the DynamoDB client and document client. */
const sdkBaseline = ['@aws-sdk/client-dynamodb', '@aws-sdk/lib-dynamodb'];

/** Module loads timed per bundle, each in a fresh process; the median is reported. */
const LOADS = 11;

interface LoadTask {
  what: string;
  modules: string[];
}

/** A load's medians: wall-clock and CPU milliseconds. */
interface LoadTime {
  wall: number;
  cpu: number;
}

/**
 * The median of LOADS loads of each task, in rounds (every task once, then again) so a VM whose
 * speed drifts over the minute slows every task alike rather than whichever ran last.
 */
async function medianLoads(
  node: string,
  tasks: LoadTask[],
  options: { env: NodeJS.ProcessEnv; cwd: string },
): Promise<LoadTime[]> {
  const times: { wall: number[]; cpu: number[] }[] = tasks.map(() => ({ wall: [], cpu: [] }));
  for (let round = 0; round < LOADS; round += 1) {
    for (const [index, { what, modules }] of tasks.entries()) {
      const { stdout } = await run(node, ['--input-type=module', '-e', loader, ...modules], options).catch(
        (error: { stderr?: string }) => {
          const reason = (error.stderr ?? '').split('\n').find((line) => line.startsWith('Error'));
          throw new Error(`${what} does not load: ${reason ?? 'see its output'}`);
        },
      );
      const [wall, cpu] = stdout.split(' ').map(Number);
      times[index]?.wall.push(wall ?? Number.NaN);
      times[index]?.cpu.push(cpu ?? Number.NaN);
    }
  }
  const median = (list: number[]) => list.sort((x, y) => x - y)[Math.floor(LOADS / 2)] ?? 0;
  return times.map(({ wall, cpu }) => ({ wall: median(wall), cpu: median(cpu) }));
}

/** The bundle as the CDK builds it (infra/lib/constructs/lambda-esbuild.ts). */
async function bundle(entry: string, external: string[]): Promise<Uint8Array> {
  const result = await build(esbuildOptions(entry, external));
  return result.outputFiles?.[0]?.contents ?? new Uint8Array();
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
  let slowest = { name: '', wall: 0, cpu: 0 };
  let baseline = { wall: 0, cpu: 0 };
  try {
    const built: { name: string; code: Uint8Array; file: string; beside: string[] }[] = [];
    for (const [name, entry, beside] of entries) {
      const code = await bundle(entry, beside);
      const file = join(folder, `${name.replace('/', '-')}.mjs`);
      await writeFile(file, code);
      // The data files it reads beside itself, as the CDK copies them (all bundles share the folder).
      for (const data of namedDataFiles(Buffer.from(code).toString('utf8')))
        await copyFile(data.path, join(folder, data.name));
      built.push({ name, code, file, beside });
    }
    const besides = await Promise.all(
      built.flatMap(({ name, beside }) => beside.map((pkg) => besideBundle(folder, name, pkg))),
    );
    // The SDK is CommonJS: imported, Node first reads each module for its export names, which the
    // functions skip by requiring it (lambdas/src/shared/aws-sdk.ts). Both are shown.
    const none = { wall: 0, cpu: 0 };
    const [imported = none, required = none, ...medians] = await medianLoads(
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
    const ms = (value: number) => value.toFixed(0);
    rows.push(['(DynamoDB SDK alone, imported)', '', '', ms(imported.wall), ms(imported.cpu), '', '', '']);
    rows.push(['(DynamoDB SDK alone, required)', '', '', ms(baseline.wall), ms(baseline.cpu), '', '', '']);
    for (const [index, { name, code, beside }] of built.entries()) {
      const median = medians[index] ?? none;
      if (code.length > largest.bytes) largest = { name, bytes: code.length };
      if (median.cpu > slowest.cpu) slowest = { name, ...median };
      noteFigure(`Lambda ${name}: minified`, code.length / 1024, 'kb');
      noteFigure(`Lambda ${name}: cold start, CPU`, median.cpu, 'ms');
      rows.push([
        name,
        kb(code.length),
        kb(gzipSync(code).length),
        ms(median.wall),
        ms(median.cpu),
        ms(median.cpu - baseline.cpu),
        code.length <= 250 * 1024 && median.cpu <= 100 ? 'yes' : 'no',
        beside.length ? `+ ${beside.join(', ')} beside it (below)` : '',
      ]);
    }
    for (const [index, { bundleName, pkg, code }] of besides.entries()) {
      const load = medians[built.length + index] ?? none;
      notes.push(
        `  beside ${bundleName}: ${pkg} with its dependencies, ${kb(code.length)} minified (${kb(gzipSync(code).length)} gzipped), loaded by the first request that needs it in ${ms(load.wall)} ms (${ms(load.cpu)} ms of CPU)`,
      );
    }
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  const [load1] = loadavg();
  console.log(
    `\nLambda bundles (esbuild, minified, node22 ESM, @aws-sdk/* external); module load in a fresh ${version.trim()} process, median of ${LOADS}, by the wall clock and in CPU time (load average ${load1?.toFixed(1)} on ${cpus().length} cores); "ours" is the CPU time beyond the DynamoDB SDK alone (required, as the functions load it)\n`,
  );
  printRows(
    ['bundle', 'minified', 'gzipped', 'load ms', 'CPU ms', 'ours ms', '≤ 250 KB and ≤ 100 ms CPU', 'note'],
    rows,
  );
  for (const note of notes) console.log(note);
  noteResult('largestBundle', `${largest.name} ${kb(largest.bytes)}`);
  noteResult(
    'coldStart',
    `slowest ${slowest.name} ${slowest.cpu.toFixed(0)} ms CPU, ${slowest.wall.toFixed(0)} ms wall (SDK alone ${baseline.cpu.toFixed(0)} ms CPU) on Node ${version.trim()}, load ${load1?.toFixed(1)}`,
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
