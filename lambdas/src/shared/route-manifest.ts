// What a route is, as data: each area's manifest (handlers/http/<area>/manifest.ts) lists its routes by
// name, and CDK, the local adapter, the area's router and the tests all read it (lambdas/src/routes.ts
// joins them). A manifest imports only its zod contracts, so CDK can read it without any AWS client.
import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * 'public' routes have no authorizer (the caller may be null); 'user' requires a signed-in caller;
 * 'admin' also requires group admin, checked in the Lambda before the body (a cook always gets 403).
 */
export type RouteAuth = 'public' | 'user' | 'admin';

/**
 * What a route's usual case may cost in DynamoDB (issue 35): the requests its handler sends, and for a
 * route that reads a list a page at a time, the items those requests may read. The session check every
 * signed-in route makes is the chain's (cached per container), not the route's, and is not counted.
 */
export interface RouteBudget {
  requests: number;
  items?: number;
}

export interface ManifestEntry {
  method: HttpMethod;
  /** API Gateway path syntax, e.g. /api/recipes/{id}. */
  path: string;
  auth: RouteAuth;
  /** The JSON body's schema: a body that fails it answers 400 before the handler runs. */
  body?: z.core.$ZodType;
  /** The query string's schema, checked the same way. */
  query?: z.core.$ZodType;
  /** One line: what the route does, in the product's words. */
  doc: string;
  /**
   * The route's DynamoDB budget. The budget test (test/integration/route-budgets.test.ts) runs the
   * route's bench scenario (scripts/bench-scenarios.ts) on the local stack and fails when it costs more.
   */
  budget: RouteBudget;
  /** Served by the local stack only (handlers/http/<area>/local.ts); CDK creates no route for it. */
  localOnly?: true;
}

/** An area's routes by name; the name is the key of the route's handler in the area's index.ts. */
export type Manifest = Record<string, ManifestEntry>;

/** Keeps each entry's literal types (method, auth, schemas), which type the handler bound to it. */
export const defineManifest = <const M extends Manifest>(manifest: M): M => manifest;
