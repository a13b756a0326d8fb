// One folder for the whole infra run where the first test that needs the bundled app runs the real
// `npx cdk synth` (test/infra/bundled-synth.ts); the others reuse what it wrote.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the bundled synth of this run goes (made on first use). */
    bundledSynthDir: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'hearth-bundled-'));
  project.provide('bundledSynthDir', dir);
  return () => rm(dir, { recursive: true, force: true });
}
