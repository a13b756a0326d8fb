import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file so synth works from any working directory. */
export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const lambdaSource = (...segments: string[]) => join(repoRoot, 'lambdas', 'src', ...segments);

export const lockFile = join(repoRoot, 'package-lock.json');

export const defaultSiteDist = join(repoRoot, 'frontend', 'dist');

/** A built site has an index.html; without one the web stack deploys no files. */
export const isBuiltSite = (dir: string) => existsSync(join(dir, 'index.html'));
