// Where a cold photo import spends its time: each photo is read in a process of its own (as a new
// Lambda container reads its first photo), and the process reports when each step ended: Node's start
// and the code's loading, the reader's worker (WebAssembly core), its model, its start-up, the
// recognition, a second reading in the page's own language when there is one, and the line reading
// after it; and the CPU time the process used, which the machine's load does not inflate as it does
// the wall times (in all, and by step). Prints one line per photo and the medians.
//   node scripts/run-bundled.mjs scripts/time-photos.ts DIR|index.json [--limit N]
//   node scripts/run-bundled.mjs scripts/time-photos.ts --one PHOTO     (one photo, this process)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { createTesseractOcr } from '../lambdas/src/adapters/ocr/tesseract.js';
import { readPdfPagesLazily as readPdfPages } from '../lambdas/src/adapters/pdf/pdf-pages-lazily.js';
import type { OcrProvider } from '../lambdas/src/domain/extraction/ports.js';
import { readDocument } from '../lambdas/src/domain/extraction/text/read-document.js';

/** Milliseconds since the process started, at each step's end. */
type Steps = Record<string, number>;

const PHASES = [
  'boot',
  'prepared',
  'core',
  'model',
  'init',
  'recognise',
  'second',
  'secondStart',
  'lines',
] as const;
const CPU_PHASES = [
  'cpuBoot',
  'cpuStart',
  'cpuRecognise',
  'cpuSecond',
  'cpuSecondStart',
  'cpuLines',
] as const;

async function timeOne(path: string): Promise<void> {
  const boot = performance.now();
  const bytes = new Uint8Array(readFileSync(path));
  const firstSeen = new Map<string, number>();
  // CPU (all threads, ms) at the same moments: the load stretches the wall times, not these.
  const cpuSeen = new Map<string, number>();
  const cpuNow = () => {
    const used = process.cpuUsage();
    return (used.user + used.system) / 1000;
  };
  const bootCpu = cpuNow();
  const tesseract = createTesseractOcr({
    onStep: (step, model) => {
      if (firstSeen.has(`${model}:${step}`)) return;
      firstSeen.set(`${model}:${step}`, performance.now());
      cpuSeen.set(`${model}:${step}`, cpuNow());
    },
  });
  const calls: { language: string; start: number; end: number; cpuStart: number; cpuEnd: number }[] = [];
  const ocr: OcrProvider = {
    languages: tesseract.languages,
    async recognise(image, type, options) {
      const start = performance.now();
      const cpuStart = cpuNow();
      const result = await tesseract.recognise(image, type, options);
      const end = performance.now();
      calls.push({ language: options?.language ?? 'en', start, end, cpuStart, cpuEnd: cpuNow() });
      return result;
    },
  };
  const recipes = await readDocument(
    { bytes, contentType: /^\.jpe?g$/i.test(extname(path)) ? 'image/jpeg' : 'image/png' },
    { ocr, readPdf: readPdfPages },
  );
  const done = performance.now();
  const cpuDone = cpuNow();
  await tesseract.close();
  const [first, second] = calls;
  const at = (step: string) => firstSeen.get(`eng:${step}`) ?? 0;
  // The second reading's own start (its worker and model, or none when one is ready) before it recognises.
  const secondModel = [...firstSeen.keys()].find((k) => !k.startsWith('eng:'))?.split(':')[0];
  const secondAt = (seen: Map<string, number>) =>
    secondModel ? (seen.get(`${secondModel}:recognizing text`) ?? 0) : 0;
  const steps: Steps = {
    boot,
    core: at('loading language traineddata') - (first?.start ?? 0),
    model: at('initializing api') - at('loading language traineddata'),
    init: at('recognizing text') - at('initializing api'),
    prepared: at('image prepared') - (first?.start ?? 0),
    recognise: (first?.end ?? 0) - at('recognizing text'),
    second: second ? second.end - second.start : 0,
    secondStart: second && secondModel ? secondAt(firstSeen) - second.start : 0,
    lines: done - ((second ?? first)?.end ?? done),
    total: done,
    // CPU time of every thread (the reader's worker too): what the photo cost, whatever the load.
    cpu: cpuDone,
    // The same CPU by step: Node and the code's loading; the first reading up to recognition
    // (core, model, start-up and the photo's preparation, which overlap); recognition; the second
    // reading; the line reading after.
    cpuBoot: bootCpu,
    cpuStart: (cpuSeen.get('eng:recognizing text') ?? 0) - (first?.cpuStart ?? 0),
    cpuRecognise: (first?.cpuEnd ?? 0) - (cpuSeen.get('eng:recognizing text') ?? 0),
    cpuSecond: second ? second.cpuEnd - second.cpuStart : 0,
    cpuSecondStart: second && secondModel ? secondAt(cpuSeen) - second.cpuStart : 0,
    cpuLines: cpuDone - ((second ?? first)?.cpuEnd ?? cpuDone),
  };
  const rounded = Object.fromEntries(Object.entries(steps).map(([k, v]) => [k, Math.round(v)]));
  process.stdout.write(
    `${JSON.stringify({ ...rounded, secondLanguage: second?.language ?? null, found: recipes.length })}\n`,
  );
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length / 2) - 1] ?? 0;

function timeSet(where: string, limit: number): void {
  const index = existsSync(where) && statSync(where).isDirectory() ? join(where, 'index.json') : where;
  const images = (JSON.parse(readFileSync(index, 'utf8')) as { images: { file: string }[] }).images.slice(
    0,
    limit,
  );
  const self = process.argv[1] as string;
  const rows: (Steps & { wall: number })[] = [];
  const load = () => `load ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`;
  console.log(`${images.length} photos, one process each; ${load()}`);
  for (const image of images) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [self, '--one', join(dirname(index), image.file)], {
      encoding: 'utf8',
      env: { ...process.env, OMP_THREAD_LIMIT: '1' },
    });
    const wall = performance.now() - started;
    const line = run.stdout.trim().split('\n').at(-1) ?? '';
    if (run.status !== 0 || !line.startsWith('{')) {
      console.log(`${image.file}: failed ${run.stderr.trim().split('\n').at(-1)}`);
      continue;
    }
    const row = { ...(JSON.parse(line) as Steps), wall: Math.round(wall) };
    rows.push(row);
    console.log(`${image.file.padEnd(64)} ${line}`);
  }
  const summary = [...PHASES, 'total', 'wall', 'cpu', ...CPU_PHASES].map(
    (k) => `${k} ${(median(rows.map((r) => r[k] ?? 0)) / 1000).toFixed(2)}`,
  );
  const seconds = rows.filter((r) => (r.second ?? 0) > 0);
  console.log(`p50 seconds: ${summary.join(', ')}; ${load()}`);
  console.log(
    `second reading on ${seconds.length}/${rows.length} photos, p50 ${(median(seconds.map((r) => r.second ?? 0)) / 1000).toFixed(2)} s`,
  );
}

const args = process.argv.slice(2);
if (args[0] === '--one' && args[1]) await timeOne(resolve(args[1]));
else if (args[0]) {
  const i = args.indexOf('--limit');
  timeSet(resolve(args[0]), i >= 0 ? Number(args[i + 1]) : 20);
} else {
  process.stderr.write('usage: time-photos.ts DIR|index.json [--limit N] | --one PHOTO\n');
  process.exit(2);
}
