import type { Context } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from '../../contracts/zod.js';
import { defineManifest } from '../../shared/route-manifest.js';
import { setMfaDirectory } from './admin-mfa.js';
import { bindRoutes, type HttpEvent, httpApi, json } from './http.js';
import { setSessionStore } from './session-check.js';

// No DynamoDB here: no session of these users was ever ended (session-check.test.ts covers the check),
// and every admin has two-step sign-in on (admin-mfa.test.ts covers that check).
beforeAll(() => {
  setSessionStore({ get: async () => null });
  setMfaDirectory({ hasTotp: async () => true });
});

function event(
  method: string,
  path: string,
  options: { body?: string; sub?: string; groups?: unknown } = {},
) {
  const claims = options.sub
    ? { sub: options.sub, email: 'cook@example.com', 'cognito:groups': options.groups }
    : undefined;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': 'application/json' },
    body: options.body,
    isBase64Encoded: false,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' },
      authorizer: claims ? { jwt: { claims, scopes: [] } } : undefined,
    },
  } as unknown as HttpEvent;
}

const manifest = defineManifest({
  open: { method: 'GET', path: '/api/open', auth: 'public', doc: 'a public route', budget: { requests: 0 } },
  named: {
    method: 'POST',
    path: '/api/things/{id}',
    auth: 'user',
    body: z.object({ name: z.string().check(z.trim(), z.minLength(1, 'Please enter a name')) }),
    doc: 'a signed-in route with a body',
    budget: { requests: 0 },
  },
  listed: {
    method: 'GET',
    path: '/api/things',
    auth: 'user',
    query: z.object({ size: z._default(z.coerce.number().check(z.int(), z.lte(10, 'At most 10')), 5) }),
    doc: 'a signed-in route with a query',
    budget: { requests: 0 },
  },
  adminOnly: {
    method: 'POST',
    path: '/api/admin-only',
    auth: 'admin',
    body: z.object({ n: z.number() }),
    doc: 'admins',
    budget: { requests: 0 },
  },
  broken: { method: 'GET', path: '/api/broken', auth: 'user', doc: 'fails', budget: { requests: 0 } },
});

const api = httpApi(
  bindRoutes(manifest, {
    open: async ({ caller }) => ({ caller }),
    named: async ({ body, params, caller }) =>
      json(201, { id: params.id, name: body.name, owner: caller.userId }),
    listed: async ({ query }) => ({ size: query.size }),
    adminOnly: async () => ({ ok: true }),
    broken: async () => {
      throw new Error('database password is hunter2');
    },
  }),
);

const call = async (e: HttpEvent) => {
  const result = (await api(e, {} as Context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: result.body ? JSON.parse(result.body) : undefined };
};

describe('httpApi', () => {
  it('runs a public route without a caller', async () => {
    expect(await call(event('GET', '/api/open'))).toEqual({ status: 200, body: { caller: null } });
  });

  it('validates the body and passes path parameters and the caller', async () => {
    const response = await call(
      event('POST', '/api/things/42', { body: '{"name":"  Soup "}', sub: 'user-1' }),
    );
    expect(response).toEqual({ status: 201, body: { id: '42', name: 'Soup', owner: 'user-1' } });
  });

  it('answers 401 when a user route has no caller', async () => {
    const response = await call(event('POST', '/api/things/42', { body: '{"name":"Soup"}' }));
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'unauthorized', message: 'You must be signed in' });
  });

  it("answers 400 with the schema's message", async () => {
    const response = await call(event('POST', '/api/things/1', { body: '{"name":"   "}', sub: 'user-1' }));
    expect(response).toEqual({
      status: 400,
      body: { error: { code: 'bad_request', message: 'Please enter a name' } },
    });
  });

  it('answers 400 for malformed JSON', async () => {
    const response = await call(event('POST', '/api/things/1', { body: '{name', sub: 'user-1' }));
    expect(response.status).toBe(400);
    expect(response.body.error.message).toBe('The request body is not valid JSON');
  });

  it('reads admin membership from HTTP API style and array style group claims', async () => {
    const admin = (groups: unknown) =>
      call(event('POST', '/api/admin-only', { sub: 'u', groups, body: '{"n":1}' }));
    expect((await admin('[admin other]')).status).toBe(200);
    expect((await admin(['admin'])).status).toBe(200);
    expect((await admin('[cooks]')).status).toBe(403);
  });

  it('refuses a cook on an admin route with 403 before reading the body', async () => {
    const response = await call(
      event('POST', '/api/admin-only', { sub: 'u', groups: '[cooks]', body: '{bad' }),
    );
    expect(response).toEqual({
      status: 403,
      body: { error: { code: 'forbidden', message: "You don't have admin privileges" } },
    });
  });

  it("parses a route's query by its schema: defaults filled in, a failure answers 400", async () => {
    expect(await call(event('GET', '/api/things', { sub: 'u' }))).toEqual({ status: 200, body: { size: 5 } });
    const refused = await call({
      ...event('GET', '/api/things', { sub: 'u' }),
      queryStringParameters: { size: '50' },
    });
    expect(refused).toEqual({ status: 400, body: { error: { code: 'bad_request', message: 'At most 10' } } });
  });

  it('hides unexpected errors behind a generic 500', async () => {
    const response = await call(event('GET', '/api/broken', { sub: 'u' }));
    expect(response.status).toBe(500);
    expect(JSON.stringify(response.body)).not.toContain('hunter2');
    expect(response.body.error.code).toBe('internal_error');
  });

  it('answers 404 JSON for an unknown route', async () => {
    const response = await call(event('GET', '/api/nothing-here', { sub: 'u' }));
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not_found');
  });
});

describe('path ids (issue 13: ids over DynamoDB key limits never reach a read)', () => {
  let reached = 0;
  const guarded = httpApi(
    bindRoutes(
      defineManifest({
        thing: { method: 'GET', path: '/api/things/{id}', auth: 'user', doc: 'one', budget: { requests: 0 } },
      }),
      {
        thing: async ({ params }) => {
          reached += 1;
          return { id: params.id };
        },
      },
    ),
  );
  const get = (id: string) => {
    const request = event('GET', `/api/things/${encodeURIComponent(id)}`, { sub: 'u1' });
    (request as { pathParameters?: Record<string, string> }).pathParameters = { id };
    return guarded(request, {} as Context) as Promise<{ statusCode: number; body: string }>;
  };

  it.each([
    ['3 KB long', 'a'.repeat(3 * 1024)],
    ['over 200 bytes of UTF-8', 'é'.repeat(101)],
    ['holding a control character', 'r1\u0000'],
    ['holding a line break', 'r1\nx'],
  ])('answers 404 for an id %s, before the handler runs', async (_, id) => {
    reached = 0;
    const response = await get(id);
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    expect(reached).toBe(0);
  });

  it('passes ordinary ids on', async () => {
    reached = 0;
    const id = '01HZXK3D4G5H6J7K8M9N0PQRST';
    const response = await get(id);
    expect(response.statusCode).toBe(200);
    expect(JSON.parse(response.body)).toEqual({ id });
    expect(reached).toBe(1);
  });
});
