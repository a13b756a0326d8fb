// Our side of a photo import on the AWS path, timed as scripts/time-photos.ts times the local reader:
// Textract itself is not called (its own time is AWS's), a real TextractClient answers from recorded
// responses (test/fixtures/textract), so what is timed is what the document-text task does around it:
// loading the code and the SDK, building and signing the request, parsing the answer, and reading the
// lines into a recipe. Cold: a process per photo, as a new Lambda container; warm: the same photo again
// in one process. Wall and CPU (all threads) by step, the medians, and the machine's load beside them.
//   node scripts/run-bundled.mjs scripts/time-textract.ts [--runs N]
//   node scripts/run-bundled.mjs scripts/time-textract.ts --one FIXTURE [--warm N]   (this process)
import { spawnSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { createTextractDocumentText } from '../lambdas/src/adapters/ocr/textract.js';
import { startReadingDocument } from '../lambdas/src/domain/extraction/text/read-document.js';
import { recordedTextract } from '../test/support/recorded-textract.js';

/** The recorded DetectDocumentText answers for a photo. */
const PHOTOS = ['detect-document-text-photo', 'detect-document-text-doubtful-word'];

/** Run from the repository's root, as every script is (the bundle itself lives in node_modules). */
const FIXTURES = join(process.cwd(), 'test', 'fixtures', 'textract');

const cpuNow = () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
};

async function readOnce(fixture: string): Promise<{ wall: number; cpu: number; found: number }> {
  const start = performance.now();
  const cpuStart = cpuNow();
  const textract = recordedTextract([{ fixture }], FIXTURES);
  const reading = await startReadingDocument(
    { key: 'recipe-files/u-1/0123456789abcdef0123456789abcdef.jpg', contentType: 'image/jpeg' },
    {
      text: createTextractDocumentText(textract.client, 'hearth-media'),
      download: () => Promise.reject(new Error('a photo is never downloaded')),
      readPdfText: () => Promise.reject(new Error('a photo has no text layer')),
    },
  );
  const found = reading.status === 'read' ? reading.recipes.length : 0;
  return { wall: performance.now() - start, cpu: cpuNow() - cpuStart, found };
}

async function timeOne(fixture: string, warmRuns: number): Promise<void> {
  const boot = performance.now();
  const cpuBoot = cpuNow();
  const first = await readOnce(fixture);
  const warm: number[] = [];
  const warmCpu: number[] = [];
  for (let i = 0; i < warmRuns; i++) {
    const again = await readOnce(fixture);
    warm.push(again.wall);
    warmCpu.push(again.cpu);
  }
  const row = {
    boot,
    cpuBoot,
    read: first.wall,
    cpuRead: first.cpu,
    total: performance.now() - (warmRuns ? warm.reduce((a, b) => a + b, 0) : 0),
    cpu: cpuNow() - (warmRuns ? warmCpu.reduce((a, b) => a + b, 0) : 0),
    warm: median(warm),
    cpuWarm: median(warmCpu),
  };
  const rounded = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Math.round(v * 10) / 10]));
  process.stdout.write(`${JSON.stringify({ ...rounded, found: first.found })}\n`);
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1] ?? 0;

function timeAll(runs: number): void {
  const load = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
  console.log(
    `${PHOTOS.length} recorded photos x ${runs} cold processes (and 20 warm reads each); ${load()}`,
  );
  const rows: Record<string, number>[] = [];
  for (let r = 0; r < runs; r++) {
    for (const fixture of PHOTOS) {
      const started = performance.now();
      const run = spawnSync(process.execPath, [process.argv[1] as string, '--one', fixture, '--warm', '20'], {
        encoding: 'utf8',
      });
      const line = run.stdout.trim().split('\n').at(-1) ?? '';
      if (run.status !== 0 || !line.startsWith('{')) {
        console.log(`${fixture}: failed ${run.stderr.trim().split('\n').at(-1)}`);
        continue;
      }
      console.log(`${fixture.padEnd(40)} ${line}`);
      rows.push({ ...(JSON.parse(line) as Record<string, number>), wall: performance.now() - started });
    }
  }
  const keys = ['boot', 'read', 'total', 'wall', 'cpuBoot', 'cpuRead', 'cpu', 'warm', 'cpuWarm'];
  const summary = keys.map((k) => `${k} ${(median(rows.map((row) => row[k] ?? 0)) / 1000).toFixed(3)}`);
  console.log(`p50 seconds (our side, Textract's own time not included): ${summary.join(', ')}; ${load()}`);
}

const args = process.argv.slice(2);
const flag = (name: string, fallback: number) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
if (args[0] === '--one' && args[1]) await timeOne(args[1], flag('--warm', 0));
else timeAll(flag('--runs', 5));
