// Each route is declared once, in its area's manifest; routes.ts only joins them. These checks hold the
// joined list together: one route per method and path, one auth vocabulary, a doc line each, the
// checkout simulator local-only, and a permission fixture for every path id. That each manifest entry
// has a handler (and each handler an entry) is a type error otherwise: see the last describe.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as z from './contracts/zod.js';
import { bindRoutes } from './handlers/shared/http.js';
import { areas, deployedRoutes, routeModule, routes } from './routes.js';
import { defineManifest } from './shared/route-manifest.js';

const key = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

describe('the route list', () => {
  it('has no duplicate method and path across the manifests', () => {
    const keys = routes.map(key);
    expect(keys.filter((name, index) => keys.indexOf(name) !== index)).toEqual([]);
    expect(routes.length).toBeGreaterThan(80);
  });

  it('speaks one auth vocabulary, and every route says in one line what it does', () => {
    for (const route of routes) {
      expect(['public', 'user', 'admin'], key(route)).toContain(route.auth);
      expect(route.doc, key(route)).toMatch(/^\S.{4,100}$/);
    }
  });

  it('requires group admin on every /api/admin route', () => {
    const admin = routes.filter((route) => route.path.startsWith('/api/admin/'));
    expect(admin.length).toBeGreaterThanOrEqual(10);
    expect(admin.filter((route) => route.auth !== 'admin').map(key)).toEqual([]);
  });

  it('keeps every route under /api but the recipe page (link previews)', () => {
    const pages = routes.filter((route) => !route.path.startsWith('/api/'));
    expect(pages.map((route) => `${key(route)} ${route.auth}`)).toEqual(['GET /recipe/{id} public']);
  });

  it('keeps the checkout simulator on the local stack only, served by billing/local.ts', () => {
    const localOnly = routes.filter((route) => route.localOnly);
    expect(localOnly.map(key).sort()).toEqual([
      'GET /api/checkout-simulator/sessions/{id}',
      'POST /api/checkout-simulator/portal',
      'POST /api/checkout-simulator/sessions/{id}/cancel',
      'POST /api/checkout-simulator/sessions/{id}/complete',
    ]);
    expect(new Set(localOnly.map(routeModule))).toEqual(new Set(['handlers/http/billing/local.ts']));
    expect(deployedRoutes.filter((route) => route.path.includes('simulator'))).toEqual([]);
    expect(deployedRoutes).toHaveLength(routes.length - localOnly.length);
  });

  it('gives every area a Lambda module exporting its handler', async () => {
    for (const module of new Set(routes.map(routeModule))) {
      const loaded: Record<string, unknown> = await import(`./${module}`);
      expect(typeof loaded.handler, module).toBe('function');
    }
    expect(new Set(routes.map((route) => route.area))).toEqual(new Set(areas));
    // Transforming and loading fifteen whole Lambdas takes seconds on a busy two-core machine: the time
    // is not what this checks.
  }, 60_000);

  it('has a permission fixture (or a reason to be open) in route-guards for every route with a path id', () => {
    const guards = readFileSync(
      new URL('../../test/integration/route-guards.test.ts', import.meta.url),
      'utf8',
    );
    const addressed = routes.filter((route) => route.path.includes('{') && route.auth !== 'admin');
    expect(addressed.map(key).filter((name) => !guards.includes(`'${name}'`))).toEqual([]);
  });
});

describe('binding handlers to a manifest', () => {
  const manifest = defineManifest({
    open: { method: 'GET', path: '/api/open', auth: 'public', doc: 'open to all', budget: { requests: 0 } },
    add: {
      method: 'POST',
      path: '/api/things',
      auth: 'user',
      body: z.object({ n: z.number() }),
      doc: 'adds a thing',
      budget: { requests: 0 },
    },
  });

  it('binds each entry to the handler of the same name', () => {
    const bound = bindRoutes(manifest, {
      open: async ({ caller }) => caller?.userId ?? null,
      add: async ({ body, caller }) => ({ n: body.n, by: caller.userId }),
    });
    expect(bound.map((route) => `${route.name} ${key(route)} ${route.auth}`)).toEqual([
      'open GET /api/open public',
      'add POST /api/things user',
    ]);
  });

  it('makes a missing handler, an extra one or a wrong body a type error', () => {
    const typeErrors = () => {
      // @ts-expect-error the entry `add` has no handler
      bindRoutes(manifest, { open: async () => null });
      bindRoutes(manifest, {
        open: async () => null,
        add: async () => null,
        // @ts-expect-error no entry is named `remove`
        remove: async () => null,
      });
      bindRoutes(manifest, {
        // @ts-expect-error a public route's caller may be null
        open: async ({ caller }) => caller.userId,
        // @ts-expect-error the body has no field `m`
        add: async ({ body }) => body.m,
      });
    };
    expect(typeof typeErrors).toBe('function');
  });
});
