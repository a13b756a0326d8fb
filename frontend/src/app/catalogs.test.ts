import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_WORDS } from '../../../lingui.config';

const src = fileURLToPath(new URL('..', import.meta.url));

/** The frontend's source files (not its tests), relative to src/. */
const sourceFiles = () =>
  readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );

/** Who imports each shared component: the feature for a feature's file, else the file itself. */
function importers(): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  const files = sourceFiles().map((file) => [file, readFileSync(join(src, file), 'utf8')] as const);
  for (const shared of Object.keys(SHARED_WORDS)) {
    const module = `@/${shared.replace(/\.tsx?$/, '')}`;
    for (const [file, code] of files) {
      if (!code.includes(`from '${module}'`)) continue;
      const who = /^features\/([a-z-]+)\//.exec(file)?.[1] ?? file;
      const drawing = found[shared] ?? new Set<string>();
      found[shared] = drawing.add(who);
    }
  }
  return Object.fromEntries(Object.entries(found).map(([shared, who]) => [shared, [...who].sort()]));
}

describe("shared components' words (lingui.config.ts's SHARED_WORDS)", () => {
  it('go to the catalog of exactly the features that draw each one, and are drawn by nothing else', () => {
    // A route or a shell file drawing one would show it before its words had arrived: only features may.
    const declared = Object.fromEntries(
      Object.entries(SHARED_WORDS).map(([shared, features]) => [shared, [...features].sort()]),
    );
    expect(importers()).toEqual(declared);
    expect(Object.keys(declared).length).toBeGreaterThan(1);
  });

  it("are in each of those features' English catalogs, and not in the shell's", () => {
    const catalog = (path: string) => readFileSync(join(src, path, 'en.po'), 'utf8');
    for (const [shared, features] of Object.entries(SHARED_WORDS)) {
      const origin = `#: frontend/src/${shared}`;
      expect({ shared, inShell: catalog('locales').includes(origin) }).toEqual({ shared, inShell: false });
      for (const feature of features)
        expect({ shared, feature, has: catalog(`features/${feature}/locales`).includes(origin) }).toEqual({
          shared,
          feature,
          has: true,
        });
    }
  });
});
