// The local stand-in for API Gateway's HTTP API: matches a request against the shared route list,
// builds the payload v2 event the Lambda would receive, and turns the Lambda's result back into an
// HTTP response. Pure functions only; the server in stack.ts does the I/O.
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteSpec } from '../../lambdas/src/routes.js';

export interface CompiledRoute {
  spec: RouteSpec;
  routeKey: string;
  pattern: RegExp;
  paramNames: string[];
  /** Literal segments count; API Gateway prefers the most specific route. */
  specificity: number;
}

export interface RouteMatch {
  route: CompiledRoute;
  pathParameters: Record<string, string>;
  /** A path id with a broken percent-escape (%ZZ, or bytes that are not UTF-8): refused with 400. */
  malformed?: boolean;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function compileRoutes(specs: RouteSpec[]): CompiledRoute[] {
  const compiled = specs.map((spec) => {
    const paramNames: string[] = [];
    let specificity = 0;
    const source = spec.path
      .split('/')
      .map((segment) => {
        const greedy = /^\{(\w+)\+\}$/.exec(segment);
        if (greedy?.[1]) {
          paramNames.push(greedy[1]);
          return '(.+)';
        }
        const param = /^\{(\w+)\}$/.exec(segment);
        if (param?.[1]) {
          paramNames.push(param[1]);
          return '([^/]+)';
        }
        specificity += 1;
        return escapeRegExp(segment);
      })
      .join('/');
    return {
      spec,
      routeKey: `${spec.method} ${spec.path}`,
      pattern: new RegExp(`^${source}/?$`),
      paramNames,
      specificity,
    };
  });
  return compiled.sort((a, b) => b.specificity - a.specificity || a.paramNames.length - b.paramNames.length);
}

/** The route serving this method and path, or null (API Gateway answers 404 then). */
export function matchRoute(routes: CompiledRoute[], method: string, path: string): RouteMatch | null {
  for (const route of routes) {
    if (route.spec.method !== method.toUpperCase()) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const pathParameters: Record<string, string> = {};
    let malformed = false;
    route.paramNames.forEach((name, index) => {
      const raw = match[index + 1] ?? '';
      try {
        pathParameters[name] = decodeURIComponent(raw);
      } catch {
        malformed = true;
        pathParameters[name] = raw;
      }
    });
    return malformed ? { route, pathParameters, malformed } : { route, pathParameters };
  }
  return null;
}

/**
 * API Gateway's JWT authorizer hands claims to the Lambda as strings: numbers and booleans
 * stringified, arrays as "[a b]". Reproducing that keeps the handlers honest locally.
 */
export function toApiGatewayClaims(payload: Record<string, unknown>): Record<string, string> {
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

const textualContentType =
  /^(text\/|application\/(json|[\w.+-]+\+json|xml|[\w.+-]+\+xml|x-www-form-urlencoded|javascript))/i;

export function isTextual(contentType: string | undefined): boolean {
  return !contentType || textualContentType.test(contentType);
}

export interface IncomingRequest {
  method: string;
  /** Path and query as received, e.g. /api/recipes?page=2. */
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  sourceIp: string;
}

export function buildEvent(
  request: IncomingRequest,
  match: RouteMatch,
  claims: Record<string, string> | null,
  now = new Date(),
): APIGatewayProxyEventV2WithJWTAuthorizer {
  const url = new URL(request.url, 'http://local');
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const query: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  const cookies = headers.cookie?.split(/;\s*/).filter(Boolean);
  const hasBody = request.body.length > 0;
  const textual = isTextual(headers['content-type']);
  const event = {
    version: '2.0',
    routeKey: match.route.routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.replace(/^\?/, ''),
    cookies,
    headers,
    queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
    pathParameters: Object.keys(match.pathParameters).length > 0 ? match.pathParameters : undefined,
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      authorizer: claims
        ? { jwt: { claims, scopes: null }, principalId: '', integrationLatency: 0 }
        : undefined,
      domainName: headers.host ?? 'localhost',
      domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
      http: {
        method: request.method.toUpperCase(),
        path: url.pathname,
        protocol: 'HTTP/1.1',
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: match.route.routeKey,
      stage: '$default',
      time: now.toISOString(),
      timeEpoch: now.getTime(),
    },
    body: hasBody ? request.body.toString(textual ? 'utf8' : 'base64') : undefined,
    isBase64Encoded: hasBody && !textual,
  };
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}

export interface HttpResponse {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Payload v2 response rules: a structured result is used as is, anything else becomes a 200 JSON body. */
export function toHttpResponse(result: unknown): HttpResponse {
  const structured =
    typeof result === 'object' && result !== null && 'statusCode' in result
      ? (result as APIGatewayProxyStructuredResultV2)
      : null;
  if (!structured) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {}))
    headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const raw = structured.body ?? '';
  const body = structured.isBase64Encoded ? Buffer.from(raw, 'base64') : Buffer.from(raw, 'utf8');
  return { statusCode: structured.statusCode ?? 200, headers, body };
}

export const jsonError = (statusCode: number, code: string, message: string): HttpResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  body: Buffer.from(JSON.stringify({ error: { code, message } })),
});
