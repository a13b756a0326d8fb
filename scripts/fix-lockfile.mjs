#!/usr/bin/env node
// The npm registry reachable here does not carry every platform build of packages such as Biome and
// Tailwind's oxide, so npm leaves them out of package-lock.json and `npm ci` then refuses the lock.
// This adds a platform-tagged entry for each missing optional dependency; npm skips them on other
// platforms and installs the real one for this machine. Run it after any `npm install <pkg>`.
import { readFileSync, writeFileSync } from 'node:fs';

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
let added = 0;
for (const [path, entry] of Object.entries(pkgs)) {
  if (!entry.optionalDependencies) continue;
  for (const [name, range] of Object.entries(entry.optionalDependencies)) {
    if (pkgs[`${path}/node_modules/${name}`] || pkgs[`node_modules/${name}`]) continue;
    const { os, cpu, libc } = platform(name);
    const out = { version: range };
    if (entry.dev) out.dev = true;
    out.optional = true;
    if (cpu) out.cpu = [cpu];
    if (os) out.os = [os];
    if (libc) out.libc = [libc];
    pkgs[`node_modules/${name}`] = out;
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} entries`);
