import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/** The features a route module composes: its @/features imports and those of the route files it imports. */
function featuresOf(route: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(route)) return found;
  seen.add(route);
  const code = read(`./routes/${route}.tsx`);
  for (const [, feature] of code.matchAll(/from '@\/features\/([a-z-]+)\//g)) found.add(feature as string);
  for (const [, other] of code.matchAll(/from '\.\/([a-z-]+)'/g))
    for (const feature of featuresOf(other as string, seen)) found.add(feature);
  return found;
}

describe('the router', () => {
  it("loads the catalogs of every feature each screen composes, beside the screen's code", () => {
    const router = read('./router.tsx');
    const screens = [
      ...router.matchAll(/screen\(\s*\(\) => import\('\.\/routes\/([a-z-]+)'\)((?:,\s*'[a-z-]+')*)/g),
    ];
    expect(screens.length).toBeGreaterThan(20);
    for (const [, route, list] of screens) {
      const named = [...(list ?? '').matchAll(/'([a-z-]+)'/g)].map((m) => m[1]);
      expect({ route, features: named.sort() }).toEqual({
        route,
        features: [...featuresOf(route as string)].sort(),
      });
    }
  });
});
