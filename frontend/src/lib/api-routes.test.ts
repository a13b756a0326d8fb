import { describe, expect, expectTypeOf, it } from 'vitest';
import { type RouteBody, type RouteKey, routePath } from './api-routes';

describe('the typed client', () => {
  it('fills path parameters in, encoded, and writes the query in order, leaving out what is undefined', () => {
    expect(routePath('PATCH /pantry/items/{itemId}', { params: { itemId: 'a/b c' } })).toBe(
      '/pantry/items/a%2Fb%20c',
    );
    expect(routePath('GET /pantry')).toBe('/pantry');
    expect(routePath('GET /admin/audit-log', { query: { limit: 50, cursor: undefined } })).toBe(
      '/admin/audit-log?limit=50',
    );
  });

  it('knows each route by the method and path its manifest declares, and its body by the contract', () => {
    expectTypeOf<'POST /pantry/items'>().toMatchTypeOf<RouteKey>();
    expectTypeOf<RouteBody<'POST /pantry/items'>>().toHaveProperty('food');

    // A path, method or body the manifests do not declare does not compile (tsc checks this file).
    // @ts-expect-error: no such path
    routePath('GET /pantry/item');
    // @ts-expect-error: the pantry is read with GET, not POST
    routePath('POST /pantry');
    // @ts-expect-error: the path's parameter is itemId
    routePath('PATCH /pantry/items/{itemId}', { params: { id: 'x' } });
    // @ts-expect-error: a pantry food needs its food
    const noName: RouteBody<'POST /pantry/items'> = { place: 'fridge', changeId: 'c' };
    expect(noName).toBeDefined();
  });
});
