// Admin routes on the real middy chain refuse an admin without two-step sign-in (403 mfa_required,
// before the route runs) and let one with it in; the answer is read once a minute, a "no" not kept.
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineManifest } from '../../shared/route-manifest.js';
import { ADMIN_MFA_CACHE_MS, requireAdminMfa, setMfaDirectory } from './admin-mfa.js';
import { bindRoutes, type HttpEvent, httpApi } from './http.js';
import { setSessionStore } from './session-check.js';

const withTotp = new Set<string>();
const reads: string[] = [];
beforeAll(() => {
  setSessionStore({ get: async () => null });
  setMfaDirectory({
    hasTotp: async (userId) => {
      reads.push(userId);
      return withTotp.has(userId);
    },
  });
});
afterAll(() => setMfaDirectory(null));

const manifest = defineManifest({
  users: { method: 'GET', path: '/api/admin/users', auth: 'admin', doc: 'admins', budget: { requests: 0 } },
  mine: { method: 'GET', path: '/api/mine', auth: 'user', doc: 'anyone signed in', budget: { requests: 0 } },
});
let ran = 0;
const api = httpApi(
  bindRoutes(manifest, {
    users: async () => {
      ran += 1;
      return { ok: true };
    },
    mine: async () => ({ ok: true }),
  }),
  { originSecret: undefined },
);

async function call(path: string, sub: string, groups: string) {
  const event = {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 't' },
      authorizer: {
        jwt: { claims: { sub, email: `${sub}@example.com`, 'cognito:groups': groups }, scopes: [] },
      },
    },
  } as unknown as HttpEvent;
  const result = (await api(event, {} as Context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body) };
}

describe('two-step sign-in for admins', () => {
  it('refuses an admin without it, saying where to set it up, before the route runs', async () => {
    ran = 0;
    const response = await call('/api/admin/users', 'admin-without', '[admin]');
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('mfa_required');
    expect(response.body.error.message).toMatch(/two-step sign-in.*My Account/i);
    expect(ran).toBe(0);
  });

  it('lets the same admin in as soon as they have set it up (a "no" is not remembered)', async () => {
    withTotp.add('admin-without');
    expect((await call('/api/admin/users', 'admin-without', '[admin]')).status).toBe(200);
  });

  it('asks nothing of a cook on their own routes, and a cook is refused admin routes as before', async () => {
    reads.length = 0;
    expect((await call('/api/mine', 'cook', '[]')).status).toBe(200);
    expect((await call('/api/admin/users', 'cook', '[]')).body.error.code).toBe('forbidden');
    expect(reads).toEqual([]);
  });

  it('reads an admin’s settings once a minute', async () => {
    withTotp.add('admin-cached');
    reads.length = 0;
    const start = 1_000_000;
    await requireAdminMfa('admin-cached', start);
    await requireAdminMfa('admin-cached', start + ADMIN_MFA_CACHE_MS - 1);
    expect(reads).toEqual(['admin-cached']);
    withTotp.delete('admin-cached');
    await expect(requireAdminMfa('admin-cached', start + ADMIN_MFA_CACHE_MS)).rejects.toMatchObject({
      code: 'mfa_required',
    });
    expect(reads).toEqual(['admin-cached', 'admin-cached']);
  });
});
