// The origin lock on the real middy chain: with a secret set (as on AWS), only requests carrying it in
// x-hearth-origin (CloudFront adds it) reach a route; without one (locally) every request does.
import type { Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { ORIGIN_HEADER } from '../../shared/origin-lock.js';
import { defineManifest } from '../../shared/route-manifest.js';
import { bindRoutes, type HttpEvent, httpApi } from './http.js';

const manifest = defineManifest({
  health: {
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    doc: 'a public route',
    budget: { requests: 0 },
  },
  mine: { method: 'GET', path: '/api/mine', auth: 'user', doc: 'a signed-in route', budget: { requests: 0 } },
});

let ran = 0;
const routes = bindRoutes(manifest, {
  health: async () => {
    ran += 1;
    return { ok: true };
  },
  mine: async () => {
    ran += 1;
    return { ok: true };
  },
});

const secret = 'a-secret-only-cloudfront-knows-0123456789';

function request(path: string, headers: Record<string, string>) {
  return {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers,
    isBase64Encoded: false,
    requestContext: {
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '203.0.113.9', userAgent: 't' },
    },
  } as unknown as HttpEvent;
}

async function call(api: ReturnType<typeof httpApi>, path: string, headers: Record<string, string> = {}) {
  const result = (await api(request(path, headers), {} as Context)) as { statusCode: number; body: string };
  return { status: result.statusCode, body: JSON.parse(result.body) };
}

describe('the origin lock', () => {
  const locked = httpApi(routes, { originSecret: secret });

  it('answers a request that came through CloudFront', async () => {
    expect(await call(locked, '/api/health', { [ORIGIN_HEADER]: secret })).toEqual({
      status: 200,
      body: { ok: true },
    });
  });

  it('refuses a direct call with 403 before any route runs, public or signed-in', async () => {
    ran = 0;
    for (const path of ['/api/health', '/api/mine']) {
      const response = await call(locked, path);
      expect(response.status).toBe(403);
      expect(response.body.error).toEqual({ code: 'forbidden', message: 'Please use the Hearth website.' });
    }
    expect(ran).toBe(0);
  });

  it('refuses a wrong or differently cased secret, and reads the header in any case', async () => {
    expect((await call(locked, '/api/health', { [ORIGIN_HEADER]: secret.toUpperCase() })).status).toBe(403);
    expect((await call(locked, '/api/health', { [ORIGIN_HEADER]: `${secret}x` })).status).toBe(403);
    expect((await call(locked, '/api/health', { [ORIGIN_HEADER]: '' })).status).toBe(403);
    expect((await call(locked, '/api/health', { 'X-Hearth-Origin': secret })).status).toBe(200);
  });

  it('counts each refusal as OriginRefused, which is alarmed (someone is going around the web ACL)', async () => {
    vi.stubEnv('POWERTOOLS_METRICS_DISABLED', 'false');
    vi.resetModules();
    const lines: string[] = [];
    const write = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: unknown) => {
      lines.push(String(chunk));
      return true;
    });
    try {
      const fresh = await import('./http.js');
      const api = fresh.httpApi(
        fresh.bindRoutes(manifest, { health: async () => ({}), mine: async () => ({}) }),
        {
          originSecret: secret,
        },
      );
      expect((await call(api, '/api/health')).status).toBe(403);
      expect((await call(api, '/api/health', { [ORIGIN_HEADER]: secret })).status).toBe(200);
    } finally {
      write.mockRestore();
      vi.unstubAllEnvs();
      vi.resetModules();
    }
    const counted = lines
      .filter((line) => line.includes('"CloudWatchMetrics"'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(counted).toEqual([expect.objectContaining({ service: 'hearth', OriginRefused: 1 })]);
  });

  it('is off without a secret, as locally', async () => {
    const open = httpApi(routes, { originSecret: undefined });
    expect((await call(open, '/api/health')).status).toBe(200);
  });
});
