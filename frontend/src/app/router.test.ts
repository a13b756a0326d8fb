import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../../lingui.config';

const read = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');

/**
 * The features a route module composes: its @/features imports and those of the route files it imports,
 * at once or when a part of the screen opens (home's add-recipe tabs, a menu's import tabs).
 */
function featuresOf(route: string, seen = new Set<string>()): Set<string> {
  const found = new Set<string>();
  if (seen.has(route)) return found;
  seen.add(route);
  const code = read(`./routes/${route}.tsx`);
  for (const [, feature] of code.matchAll(/from '@\/features\/([a-z-]+)\//g)) found.add(feature as string);
  for (const [, other] of code.matchAll(/(?:from |import\()'\.\/([a-z-]+)'/g))
    for (const feature of featuresOf(other as string, seen)) found.add(feature);
  return found;
}

/** The features router.tsx loads beside each screen, by route file. */
function screenFeatures(router: string): Map<string, string[]> {
  const screens = [
    ...router.matchAll(/screen\(\s*\(\) => import\('\.\/routes\/([a-z-]+)'\)((?:,\s*'[a-z-]+')*)/g),
  ];
  return new Map(
    screens.map(([, route, list]) => [
      route as string,
      [...(list ?? '').matchAll(/'([a-z-]+)'/g)].map((m) => m[1] as string),
    ]),
  );
}

describe('the router', () => {
  it("puts a screen's own words in a catalog that screen loads before it draws (lingui.config.ts)", () => {
    const features = screenFeatures(read('./router.tsx'));
    let moved = 0;
    for (const catalog of linguiConfig.catalogs ?? []) {
      const feature = /\/features\/([a-z-]+)\/locales\//.exec(catalog.path)?.[1];
      if (!feature) continue;
      for (const include of catalog.include) {
        const route = /\/app\/routes\/([a-z-]+)\.tsx$/.exec(include)?.[1];
        if (!route) continue;
        moved++;
        // A route file that is not a screen itself is loaded by one (home's add-recipe tabs).
        const owners = features.has(route)
          ? [route]
          : [...features.keys()].filter((screen) => read(`./routes/${screen}.tsx`).includes(`'./${route}'`));
        expect({ route, owners: owners.length }).toEqual({ route, owners: 1 });
        for (const owner of owners)
          expect({ route, loads: features.get(owner) }).toEqual({
            route,
            loads: expect.arrayContaining([feature]),
          });
      }
    }
    expect(moved).toBeGreaterThan(20);
  });

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
