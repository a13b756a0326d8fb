import { describe, expect, it } from 'vitest';
import { type RouteSpec, routes } from '../../lambdas/src/routes.js';
import { getCaller } from '../../lambdas/src/shared/auth.js';
import {
  buildEvent,
  compileRoutes,
  type IncomingRequest,
  matchRoute,
  toApiGatewayClaims,
  toHttpResponse,
} from './api-gateway.js';

const spec = (method: RouteSpec['method'], path: string, auth: RouteSpec['auth'] = 'user'): RouteSpec => ({
  name: `${method} ${path}`,
  method,
  path,
  area: 'recipes',
  auth,
  doc: 'a sample route',
  budget: { requests: 0 },
});

const sampleRoutes = compileRoutes([
  spec('GET', '/api/recipes/{id}'),
  spec('GET', '/api/recipes/shared'),
  spec('DELETE', '/api/recipes/{id}'),
  spec('GET', '/api/recipes/{id}/comments/{commentId}'),
  spec('GET', '/api/files/{key+}'),
  spec('GET', '/api/health', 'public'),
]);

const request = (overrides: Partial<IncomingRequest> = {}): IncomingRequest => ({
  method: 'GET',
  url: '/api/recipes/abc',
  headers: {},
  body: Buffer.alloc(0),
  sourceIp: '127.0.0.1',
  ...overrides,
});

describe('matchRoute', () => {
  it('prefers a literal segment over a parameter, whatever the declaration order', () => {
    expect(matchRoute(sampleRoutes, 'GET', '/api/recipes/shared')?.route.routeKey).toBe(
      'GET /api/recipes/shared',
    );
    expect(matchRoute(sampleRoutes, 'GET', '/api/recipes/r-1')?.route.routeKey).toBe('GET /api/recipes/{id}');
  });

  it('extracts and decodes path parameters', () => {
    const match = matchRoute(sampleRoutes, 'GET', '/api/recipes/r%201/comments/c-9');
    expect(match?.route.routeKey).toBe('GET /api/recipes/{id}/comments/{commentId}');
    expect(match?.pathParameters).toEqual({ id: 'r 1', commentId: 'c-9' });
  });

  it('lets a greedy parameter span slashes', () => {
    expect(matchRoute(sampleRoutes, 'GET', '/api/files/a/b/c.png')?.pathParameters).toEqual({
      key: 'a/b/c.png',
    });
  });

  it('matches on the method too', () => {
    expect(matchRoute(sampleRoutes, 'DELETE', '/api/recipes/r-1')?.route.routeKey).toBe(
      'DELETE /api/recipes/{id}',
    );
    expect(matchRoute(sampleRoutes, 'PUT', '/api/recipes/r-1')).toBeNull();
  });

  it('does not let a parameter match an empty or extra segment', () => {
    expect(matchRoute(sampleRoutes, 'GET', '/api/recipes/')).toBeNull();
    expect(matchRoute(sampleRoutes, 'GET', '/api/recipes/a/b')).toBeNull();
    expect(matchRoute(sampleRoutes, 'GET', '/api/unknown')).toBeNull();
  });

  it('serves every route of the shared route list under its own route key', () => {
    const compiled = compileRoutes(routes);
    for (const route of routes) {
      const path = route.path.replace(/\{(\w+)\+?\}/g, 'sample-$1');
      expect(matchRoute(compiled, route.method, path)?.route.routeKey).toBe(`${route.method} ${route.path}`);
    }
  });
});

describe('toApiGatewayClaims', () => {
  it('stringifies claims the way the HTTP API JWT authorizer does', () => {
    const claims = toApiGatewayClaims({
      sub: 'user-1',
      email: 'a@example.com',
      email_verified: true,
      exp: 1_700_000_000,
      'cognito:groups': ['admin', 'editors'],
      absent: undefined,
    });
    expect(claims).toEqual({
      sub: 'user-1',
      email: 'a@example.com',
      email_verified: 'true',
      exp: '1700000000',
      'cognito:groups': '[admin editors]',
    });
  });

  it('produces claims the handlers read back as the caller', () => {
    const match = matchRoute(sampleRoutes, 'GET', '/api/recipes/abc');
    if (!match) throw new Error('no match');
    const claims = toApiGatewayClaims({
      sub: 'user-1',
      email: 'a@example.com',
      email_verified: true,
      'cognito:groups': ['admin'],
    });
    const caller = getCaller(buildEvent(request(), match, claims));
    expect(caller).toEqual({
      userId: 'user-1',
      email: 'a@example.com',
      emailVerified: true,
      groups: ['admin'],
      isAdmin: true,
      // Until the HTTP chain reads the session record: the user's own household of one.
      householdId: 'user-1',
      householdMembers: ['user-1'],
    });
  });
});

describe('buildEvent', () => {
  const match = matchRoute(sampleRoutes, 'GET', '/api/recipes/abc');
  if (!match) throw new Error('no match');

  it('builds a payload v2 event', () => {
    const now = new Date('2026-01-02T03:04:05.000Z');
    const event = buildEvent(
      request({
        url: '/api/recipes/abc?tag=soup&tag=quick&page=2',
        headers: {
          'Content-Type': 'application/json',
          Cookie: 'a=1; b=2',
          'X-Multi': ['one', 'two'],
          host: 'localhost:3000',
        },
        body: Buffer.from('{"x":1}'),
      }),
      match,
      { sub: 'user-1' },
      now,
    );
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /api/recipes/{id}',
      rawPath: '/api/recipes/abc',
      rawQueryString: 'tag=soup&tag=quick&page=2',
      cookies: ['a=1', 'b=2'],
      headers: {
        'content-type': 'application/json',
        cookie: 'a=1; b=2',
        'x-multi': 'one,two',
        host: 'localhost:3000',
      },
      queryStringParameters: { tag: 'soup,quick', page: '2' },
      pathParameters: { id: 'abc' },
      body: '{"x":1}',
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /api/recipes/{id}',
        stage: '$default',
        domainName: 'localhost:3000',
        http: { method: 'GET', path: '/api/recipes/abc', sourceIp: '127.0.0.1', protocol: 'HTTP/1.1' },
        authorizer: { jwt: { claims: { sub: 'user-1' }, scopes: null } },
        time: '2026-01-02T03:04:05.000Z',
        timeEpoch: now.getTime(),
      },
    });
  });

  it('base64-encodes binary bodies and leaves out what is absent', () => {
    const bytes = Buffer.from([0xff, 0xd8, 0xff, 0x00]);
    const event = buildEvent(
      request({ headers: { 'content-type': 'image/jpeg' }, body: bytes }),
      match,
      null,
    );
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? '', 'base64')).toEqual(bytes);
    expect(event.requestContext.authorizer).toBeUndefined();
    expect(event.queryStringParameters).toBeUndefined();
    expect(event.cookies).toBeUndefined();
  });

  it('has no body at all for an empty request', () => {
    const event = buildEvent(request(), match, null);
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });
});

describe('toHttpResponse', () => {
  it('uses a structured result as is', () => {
    const response = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json' },
      body: '{"id":"r-1"}',
      cookies: ['session=1; HttpOnly'],
    });
    expect(response.statusCode).toBe(201);
    expect(response.headers).toEqual({
      'content-type': 'application/json',
      'set-cookie': ['session=1; HttpOnly'],
    });
    expect(response.body.toString()).toBe('{"id":"r-1"}');
  });

  it('decodes a base64 body', () => {
    const response = toHttpResponse({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...response.body]).toEqual([1, 2, 3]);
  });

  it('turns any other value into 200 JSON, as payload v2 does', () => {
    const response = toHttpResponse({ ok: true });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json');
    expect(JSON.parse(response.body.toString())).toEqual({ ok: true });
  });
});
