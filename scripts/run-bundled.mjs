#!/usr/bin/env node
// Runs a TypeScript command-line entry (scripts/extract.ts) from an esbuild bundle, as a Lambda runs
// its bundle: no TypeScript compiler in the process, so a one-photo run times what a cold container
// would. The bundle is rebuilt when it is missing or any source it was built from changed; packages
// stay external (loaded from node_modules as usual).
//   node scripts/run-bundled.mjs scripts/extract.ts [args...]
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [entryArg, ...args] = process.argv.slice(2);
if (!entryArg) {
  process.stderr.write('usage: node scripts/run-bundled.mjs ENTRY.ts [args...]\n');
  process.exit(2);
}
const entry = resolve(root, entryArg);
const cacheDir = join(root, 'node_modules', '.cache', 'hearth-cli');
const bundle = join(cacheDir, `${basename(entry, '.ts')}.mjs`);
const inputsFile = `${bundle}.inputs.json`;
/** The modules that read data files beside themselves. */
const DATA_READERS =
  /(ingredients\/(food-tables\/index|languages\/language-tables)|mail-texts\/catalog-files)\.ts$/;

// A bundle is this checkout's only when every source it was built from is under this checkout: a
// node_modules copied or hard-linked from another worktree brings that worktree's bundle along.
function isFresh() {
  if (!existsSync(bundle) || !existsSync(inputsFile)) return false;
  const built = statSync(bundle).mtimeMs;
  const inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  return inputs.every(
    (file) => file.startsWith(`${root}/`) && existsSync(file) && statSync(file).mtimeMs <= built,
  );
}

/** Written beside and renamed into place: a hard-linked old bundle is replaced, never written through. */
function replace(file, contents) {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, contents);
  renameSync(partial, file);
}

if (!isFresh()) {
  const { build } = await import('esbuild');
  mkdirSync(cacheDir, { recursive: true });
  const result = await build({
    entryPoints: [entry],
    outfile: bundle,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    metafile: true,
    logLevel: 'error',
  });
  for (const output of result.outputFiles) replace(output.path, output.contents);
  const inputs = Object.keys(result.metafile.inputs).map((file) => resolve(root, file));
  // The data files the code reads beside its module (food and language tables, mail words), beside the bundle
  // as a Lambda has them (infra/lib/constructs/hearth-function.ts): each one the bundle names, and a
  // source of the bundle, so a changed table is copied again.
  const code = result.outputFiles.map((output) => output.text).join('');
  for (const folder of new Set(inputs.filter((file) => DATA_READERS.test(file)).map(dirname)))
    for (const name of readdirSync(folder))
      if (/\.(json|txt)$/.test(name) && code.includes(`"${name}`)) {
        replace(join(cacheDir, name), readFileSync(join(folder, name)));
        inputs.push(join(folder, name));
      }
  replace(inputsFile, JSON.stringify(inputs));
}

process.argv = [process.argv[0], bundle, ...args];
await import(pathToFileURL(bundle).href);
