import { afterEach, describe, expect, it } from 'vitest';
import type { SessionValidity } from '../../data/entities/session-validity.js';
import { defineManifest } from '../../shared/route-manifest.js';
import { bindRoutes, type HttpEvent, httpApi } from './http.js';
import { assertSessionCurrent, forgetSession, SESSION_CACHE_MS, setSessionStore } from './session-check.js';

const claimsEvent = (claims: Record<string, unknown>) =>
  ({
    version: '2.0',
    routeKey: 'GET /api/thing',
    rawPath: '/api/thing',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      http: {
        method: 'GET',
        path: '/api/thing',
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 't',
      },
      authorizer: { jwt: { claims, scopes: [] } },
    },
  }) as unknown as HttpEvent;

function countingStore(records: Record<string, SessionValidity | null>) {
  const reads: string[] = [];
  setSessionStore({
    get: async (userId) => {
      reads.push(userId);
      return records[userId] ?? null;
    },
  });
  return reads;
}

afterEach(() => setSessionStore({ get: async () => null }));

describe('assertSessionCurrent', () => {
  it('accepts a session signed in after validAfter and refuses one at or before it', async () => {
    countingStore({ u1: { validAfter: 1_000, disabled: false, deleted: false } });
    await expect(
      assertSessionCurrent(claimsEvent({ sub: 'u1', auth_time: '1001', iat: '1001' })),
    ).resolves.toBe(1);
    await expect(
      assertSessionCurrent(claimsEvent({ sub: 'u1', auth_time: '1000', iat: '1000' })),
    ).rejects.toMatchObject({ statusCode: 401, code: 'session_expired' });
    // A refreshed token keeps its old auth_time (Cognito): the session it belongs to stays ended.
    await expect(
      assertSessionCurrent(claimsEvent({ sub: 'u1', auth_time: '900', iat: '2000' })),
    ).rejects.toMatchObject({ code: 'session_expired' });
    // No time claim at all counts as the oldest token.
    await expect(assertSessionCurrent(claimsEvent({ sub: 'u1' }))).rejects.toMatchObject({
      code: 'session_expired',
    });
  });

  it('refuses every session of a deleted or disabled account', async () => {
    countingStore({
      gone: { validAfter: 0, disabled: false, deleted: true },
      off: { validAfter: 0, disabled: true, deleted: false },
    });
    const fresh = { auth_time: String(Math.floor(Date.now() / 1000)) };
    await expect(assertSessionCurrent(claimsEvent({ sub: 'gone', ...fresh }))).rejects.toMatchObject({
      statusCode: 401,
      message: 'Your session has ended. Please sign in again.',
    });
    await expect(assertSessionCurrent(claimsEvent({ sub: 'off', ...fresh }))).rejects.toMatchObject({
      code: 'session_expired',
    });
  });

  it('reads at most once per user per cache window, parallel requests included, and again after it', async () => {
    const reads = countingStore({});
    const event = claimsEvent({ sub: 'busy', auth_time: '5' });
    const counts = await Promise.all([1, 2, 3, 4].map(() => assertSessionCurrent(event, 10_000)));
    expect(counts).toEqual([1, 0, 0, 0]);
    expect(await assertSessionCurrent(event, 10_000 + SESSION_CACHE_MS - 1)).toBe(0);
    expect(reads).toEqual(['busy']);
    expect(await assertSessionCurrent(event, 10_000 + SESSION_CACHE_MS)).toBe(1);
    expect(reads).toEqual(['busy', 'busy']);
  });

  it('reads afresh after forgetSession, so the writer refuses an ended session at once', async () => {
    const records: Record<string, SessionValidity | null> = {};
    const reads = countingStore(records);
    const event = claimsEvent({ sub: 'u2', auth_time: '100' });
    expect(await assertSessionCurrent(event, 50_000)).toBe(1);
    records.u2 = { validAfter: 100, disabled: false, deleted: false };
    forgetSession('u2');
    await expect(assertSessionCurrent(event, 50_001)).rejects.toMatchObject({ code: 'session_expired' });
    expect(reads).toEqual(['u2', 'u2']);
  });
});

describe('the HTTP chain', () => {
  const manifest = defineManifest({
    thing: { method: 'GET', path: '/api/thing', auth: 'user', doc: 'signed in', budget: { requests: 0 } },
    open: { method: 'GET', path: '/api/open', auth: 'public', doc: 'public', budget: { requests: 0 } },
  });
  const api = httpApi(
    bindRoutes(manifest, {
      thing: async ({ caller }) => ({ household: caller.householdId }),
      open: async () => ({ ok: true }),
    }),
  );
  const call = (event: HttpEvent) => api(event, {} as never) as Promise<{ statusCode: number; body: string }>;

  it('answers 401 session_expired on a signed-in route for an ended session, before the handler', async () => {
    countingStore({ u3: { validAfter: 10, disabled: false, deleted: false } });
    const response = await call(claimsEvent({ sub: 'u3', auth_time: '10' }));
    expect(response.statusCode).toBe(401);
    expect(JSON.parse(response.body)).toEqual({
      error: { code: 'session_expired', message: 'Your session has ended. Please sign in again.' },
    });
    expect((await call(claimsEvent({ sub: 'u3', auth_time: '11' }))).statusCode).toBe(200);
  });

  it('gives the caller the household of their session record, else their own id (a household of one)', async () => {
    countingStore({ moved: { validAfter: 0, disabled: false, deleted: false, householdId: 'family-1' } });
    const fresh = { auth_time: String(Math.floor(Date.now() / 1000)) };
    const moved = await call(claimsEvent({ sub: 'moved', ...fresh }));
    expect(JSON.parse(moved.body)).toEqual({ household: 'family-1' });
    const alone = await call(claimsEvent({ sub: 'alone', ...fresh }));
    expect(JSON.parse(alone.body)).toEqual({ household: 'alone' });
  });

  it('leaves public routes alone (no read)', async () => {
    const reads = countingStore({});
    const open = claimsEvent({ sub: 'u4', auth_time: '1' });
    (open as { rawPath: string }).rawPath = '/api/open';
    (open.requestContext.http as { path: string }).path = '/api/open';
    expect((await call(open)).statusCode).toBe(200);
    expect(reads).toEqual([]);
  });
});
