// The one list of HTTP routes. CDK builds API Gateway routes from it and the local adapter serves
// the same list, so the two can never drift. Each area is one Lambda that routes inside with
// @middy/http-router (lambdas/src/handlers/http/<area>/index.ts); a unit test checks both agree.
export type Area =
  | 'account'
  | 'recipes'
  | 'social'
  | 'planning'
  | 'media'
  | 'billing'
  | 'admin'
  | 'extraction';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/recipes/{id}. */
  path: string;
  area: Area;
  /** 'public' routes skip the JWT authorizer (health, public reads, the Stripe webhook). */
  auth: 'user' | 'public';
}

export const routes: RouteSpec[] = [
  { method: 'GET', path: '/api/health', area: 'account', auth: 'public' },
  { method: 'GET', path: '/api/me', area: 'account', auth: 'user' },
  { method: 'PATCH', path: '/api/me', area: 'account', auth: 'user' },
  { method: 'PUT', path: '/api/me/email', area: 'account', auth: 'user' },
];

export const areas = [...new Set(routes.map((route) => route.area))];
