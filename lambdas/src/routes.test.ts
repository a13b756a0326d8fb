// The route list (used by CDK and the local adapter) and the routes each area's Lambda actually
// serves must be the same set, or a route would exist in one place and 404 in the other.
import { describe, expect, it } from 'vitest';
import { areas, routes } from './routes.js';

interface DefinedRoute {
  method: string;
  path: string;
  handler: unknown;
  auth?: string;
}

const isRouteList = (value: unknown): value is DefinedRoute[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every((item) => typeof item === 'object' && item !== null && 'method' in item && 'handler' in item);

describe.each(areas)('the %s area', (area) => {
  it('serves exactly the routes the route list gives it, with the same auth', async () => {
    const module: Record<string, unknown> = await import(`./handlers/http/${area}/index.ts`);
    const served = Object.values(module)
      .filter(isRouteList)
      .flat()
      .map((route) => `${route.method} ${route.path} ${route.auth === 'none' ? 'public' : 'user'}`)
      .sort();
    const listed = routes
      .filter((route) => route.area === area)
      .map((route) => `${route.method} ${route.path} ${route.auth}`)
      .sort();
    expect(served).toEqual(listed);
    expect(typeof module.handler).toBe('function');
  });
});

describe('the route list', () => {
  it('has no duplicate method and path', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps every route under /api but the recipe page (link previews)', () => {
    const pages = routes.filter((route) => !route.path.startsWith('/api/'));
    expect(pages.map((route) => `${route.method} ${route.path} ${route.auth}`)).toEqual([
      'GET /recipe/{id} public',
    ]);
  });
});
