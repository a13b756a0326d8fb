#!/usr/bin/env node
// The npm registry reachable here does not carry every platform build of packages such as Biome and
// Tailwind's oxide, so npm leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This adds a platform-tagged entry for each missing optional dependency; npm skips them on other
// platforms and installs the real one for this machine. Run it after any `npm install <pkg>`.
import { readFileSync, writeFileSync } from 'node:fs';
import semver from 'semver';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
const pkgs = lock.packages;
const platform = (name) => {
  const tail = name.split('/')[1];
  const parts = tail.split('-');
  const os = ['android', 'darwin', 'linux', 'win32', 'freebsd', 'openbsd', 'sunos', 'aix', 'netbsd'].find(
    (o) => parts.includes(o),
  );
  const cpu = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64'].find((c) =>
    parts.includes(c),
  );
  const libc = parts.includes('musl')
    ? 'musl'
    : parts.includes('gnu') || parts.includes('gnueabihf')
      ? 'glibc'
      : undefined;
  return { os, cpu, libc };
};
// Node's resolution: the nearest node_modules folder upwards from the dependent package.
function resolve(fromPath, name) {
  let base = fromPath;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (pkgs[candidate]) return candidate;
    if (base === '') return null;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    const found = resolve(path, name);
    if (found && semver.satisfies(pkgs[found].version, range)) continue;
    // Missing, or the copy that would resolve is another version: place it beside its dependent.
    const placement =
      found || path === '' ? `${path === '' ? '' : `${path}/`}node_modules/${name}` : `node_modules/${name}`;
    const { os, cpu, libc } = platform(name);
    const out = { version: semver.minVersion(range)?.version ?? range };
    if (entry.dev) out.dev = true;
    out.optional = true;
    if (cpu) out.cpu = [cpu];
    if (os) out.os = [os];
    if (libc) out.libc = [libc];
    pkgs[placement] = out;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} entries`);
