// What a Lambda function's asset finds on the Node runtime: its own files and the AWS SDK v3 the
// runtime ships, nothing else. sdkOnlyNodeModules() links the SDK packages installed here (and the
// packages they depend on) into an empty folder; nativeBinaries() reads each `.node` file's ELF header.
import { existsSync, mkdirSync, readdirSync, readFileSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../../infra/lib/paths.js';

const repoModules = join(repoRoot, 'node_modules');
const sdkScopes = ['@aws-sdk', '@smithy'];

type PackageJson = {
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};

/** Where `name` resolves from `fromDir` (Node's walk up through node_modules folders), or null. */
function resolvePackage(name: string, fromDir: string): string | null {
  for (let dir = fromDir; dir.startsWith(repoRoot); dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
  }
  return null;
}

/** The top-level packages the SDK needs: @aws-sdk/*, @smithy/* and everything they depend on. */
export function runtimeSdkPackages(): string[] {
  const topLevel = new Set<string>();
  const seen = new Set<string>();
  const visit = (dir: string) => {
    if (seen.has(dir)) return;
    seen.add(dir);
    if (dirname(dir) === repoModules || dirname(dirname(dir)) === repoModules)
      topLevel.add(dir.slice(repoModules.length + 1));
    const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as PackageJson;
    for (const name of Object.keys({
      ...pkg.dependencies,
      ...pkg.optionalDependencies,
      ...pkg.peerDependencies,
    })) {
      const found = resolvePackage(name, dir);
      if (found) visit(found);
    }
  };
  for (const scope of sdkScopes)
    for (const name of readdirSync(join(repoModules, scope))) visit(join(repoModules, scope, name));
  return [...topLevel].sort();
}

/** Makes `<folder>/node_modules` holding links to the runtime's SDK packages only. */
export function linkRuntimeSdk(folder: string, packages: string[]): void {
  for (const name of packages) {
    const link = join(folder, 'node_modules', name);
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join(repoModules, name), link, 'dir');
  }
}

export type Machine = 'x86_64' | 'arm64';

/** The machine a native add-on is built for, from its ELF header; non-ELF files are not for Lambda. */
export function nativeMachine(bytes: Buffer): Machine | `not linux (${string})` | `ELF machine ${number}` {
  if (bytes.subarray(0, 4).toString('latin1') !== '\x7fELF') {
    const magic = bytes.readUInt32BE(0);
    if ([0xcffaedfe, 0xcefaedfe, 0xcafebabe].includes(magic)) return 'not linux (Mach-O)';
    if (bytes.subarray(0, 2).toString('latin1') === 'MZ') return 'not linux (Windows PE)';
    return 'not linux (unknown format)';
  }
  const littleEndian = bytes[5] === 1;
  const machine = littleEndian ? bytes.readUInt16LE(18) : bytes.readUInt16BE(18);
  if (machine === 0x3e) return 'x86_64';
  if (machine === 0xb7) return 'arm64';
  return `ELF machine ${machine}`;
}

/** Every `.node` file under a folder (relative path) with the machine it is built for. */
export function nativeBinaries(folder: string): { file: string; machine: string }[] {
  const found: { file: string; machine: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.node'))
        found.push({ file: path.slice(folder.length + 1), machine: nativeMachine(readFileSync(path)) });
    }
  };
  walk(folder);
  return found;
}
