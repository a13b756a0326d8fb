// Packages a function loads on first use (`await import('pdf-lib')`), shipped in its asset's
// node_modules instead of its bundle. Each is built from the repository's installed copy (the version
// the tests ran) into one minified ES module with its dependencies, so synth needs no network (CDK's
// own `nodeModules` runs `npm ci` in the asset), the asset stays small (pdf-lib's package tree is
// ~28 MB, its module ~430 KB) and its first use loads one file rather than hundreds.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Manifest {
  version: string;
  license?: string;
  module?: string;
  main?: string;
}

/** The same settings as the function's own bundle (hearth-function.ts), for the same runtime. */
const esbuildFlags = [
  '--bundle',
  '--minify',
  '--platform=node',
  '--target=node22',
  '--format=esm',
  '--main-fields=module,main',
  '--legal-comments=eof',
  '--log-level=warning',
  '"--external:@aws-sdk/*"',
  `"--banner:js=import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);"`,
];

/** Shell commands that write each package to `output`/node_modules/<name>/ (index.mjs, package.json). */
export function packagesBesideCommands(names: string[], root: string, output: string): string[] {
  const esbuild = join(root, 'node_modules', '.bin', 'esbuild');
  return names.flatMap((name) => {
    const source = join(root, 'node_modules', name);
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as Manifest;
    // The ES module build, so the named exports stay named.
    const entry = join(source, manifest.module ?? manifest.main ?? 'index.js');
    const target = join(output, 'node_modules', name);
    const shipped = {
      name,
      version: manifest.version,
      license: manifest.license,
      type: 'module',
      exports: './index.mjs',
    };
    const license = ['LICENSE', 'LICENSE.md', 'LICENSE.txt']
      .map((file) => join(source, file))
      .find((file) => existsSync(file));
    return [
      `mkdir -p "${target}"`,
      `"${esbuild}" "${entry}" ${esbuildFlags.join(' ')} --outfile="${target}/index.mjs"`,
      `echo '${JSON.stringify(shipped)}' > "${target}/package.json"`,
      ...(license ? [`cp "${license}" "${target}/"`] : []),
    ];
  });
}
