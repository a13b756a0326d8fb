// What each Lambda bundle is made of: every API area built as the CDK builds it (esbuild, minified ESM,
// the AWS SDK and the packages shipped beside it left out; infra/lib/constructs/hearth-function.ts), with
// esbuild's metafile, so each source module's bytes in the output can be read. Prints every bundle's
// size, largest first, then the largest modules of the bundles asked for (or of the largest one).
// `npx tsx scripts/bundle-modules.ts [area…] [--top N] [--out <folder>]`; --out writes the bundles there
// (to time their load, e.g. with farm-bench).
import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { esbuildOptions, namedDataFiles } from '../infra/lib/constructs/lambda-esbuild.js';
import { repoRoot } from '../infra/lib/paths.js';
import { areaPackagesBeside } from '../infra/lib/stacks/api-access.js';
import { type Area, areas } from '../lambdas/src/routes.js';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** One area's bundle as the CDK builds it, with its metafile. */
async function bundleArea(area: Area): Promise<{ code: Uint8Array; metafile: Metafile }> {
  const entry = join(repoRoot, 'lambdas/src/handlers/http', area, 'index.ts');
  const result = await build({
    ...esbuildOptions(entry, areaPackagesBeside[area] ?? []),
    metafile: true,
    outfile: 'index.mjs',
  });
  const code = result.outputFiles?.find((file) => file.path.endsWith('.mjs'))?.contents ?? new Uint8Array();
  return { code, metafile: result.metafile ?? { inputs: {}, outputs: {} } };
}

/** Each input module's bytes in the output, largest first; node_modules grouped by package. */
function moduleBytes(metafile: Metafile, byPackage = true): [string, number][] {
  const totals = new Map<string, number>();
  for (const output of Object.values(metafile.outputs))
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const name = byPackage
        ? input.replace(/^(?:.*\/)?node_modules\/((?:@[^/]+\/)?[^/]+)\/.*$/, '$1 (package)')
        : input;
      totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
    }
  return [...totals].sort((a, b) => b[1] - a[1]);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const at = args.indexOf(name);
    if (at < 0) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const top = Number(option('--top') ?? 25);
  const out = option('--out');
  const asked = args.filter((arg): arg is Area => (areas as readonly string[]).includes(arg));
  const built = await Promise.all(areas.map(async (area) => ({ area, ...(await bundleArea(area)) })));
  built.sort((a, b) => b.code.length - a.code.length);
  console.log('API bundles, largest first (minified)\n');
  for (const { area, code } of built) console.log(`  ${area.padEnd(16)} ${kb(code.length).padStart(9)}`);
  if (out) {
    await mkdir(out, { recursive: true });
    for (const { area, code } of built) {
      await writeFile(join(out, `${area}.mjs`), code);
      for (const data of namedDataFiles(Buffer.from(code).toString('utf8')))
        await copyFile(data.path, join(out, data.name));
    }
  }
  const shown = asked.length ? built.filter(({ area }) => asked.includes(area)) : built.slice(0, 1);
  for (const { area, code, metafile } of shown) {
    console.log(`\n${area}: ${kb(code.length)}, its ${top} largest modules\n`);
    for (const [name, bytes] of moduleBytes(metafile).slice(0, top))
      console.log(`  ${kb(bytes).padStart(9)}  ${relative(repoRoot, name) || name}`);
  }
}

await main();
