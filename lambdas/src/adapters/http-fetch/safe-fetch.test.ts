import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-policy.js';
import { fetchPage, PageFetchError, type SafeFetchOptions } from './safe-fetch.js';

// The test's own page server listens on 127.0.0.2 and only that exact address is exempt, so every
// other loopback, private or metadata address stays refused exactly as in production.
const SERVER_ADDRESS = '127.0.0.2';
let server: Server;
let base: string;
let port: number;
const seen: string[] = [];

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/recipe': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><body><h1>Soup</h1></body></html>');
  },
  '/gzip': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync('<html><body>Crème brûlée</body></html>'));
  },
  '/latin1': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' });
    res.end(Buffer.from('<p>Crème</p>', 'latin1'));
  },
  '/missing': (_req, res) => {
    res.writeHead(404, { 'content-type': 'text/html' });
    res.end('not here');
  },
  '/broken': (_req, res) => {
    res.writeHead(500, { 'content-type': 'text/html' });
    res.end('oops');
  },
  '/image': (_req, res) => {
    res.writeHead(200, { 'content-type': 'image/png' });
    res.end(Buffer.alloc(10));
  },
  '/huge': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = Buffer.alloc(64 * 1024, 'a');
    let sent = 0;
    const pump = () => {
      while (sent < 200) {
        sent += 1;
        if (!res.write(chunk)) return res.once('drain', pump);
      }
      res.end();
    };
    pump();
  },
  '/gzip-bomb': (_req, res) => {
    // 50 KB on the wire, 50 MB once decompressed.
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    res.end(gzipSync(Buffer.alloc(50 * 1024 * 1024, 'a')));
  },
  '/huge-declared': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(50 * 1024 * 1024) });
    res.end();
  },
  '/slow': (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.write('<html>');
    // never ends within the test's timeout
  },
  '/slow-gzip': (req, res) => {
    // A valid gzip stream that never ends: a little compressed text every 50 ms, flushed at once.
    res.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
    const gzip = createGzip();
    gzip.pipe(res);
    const drip = setInterval(() => {
      gzip.write('<p>');
      gzip.flush();
    }, 50);
    res.once('close', () => clearInterval(drip));
    req.once('close', () => clearInterval(drip));
  },
  '/loop': (_req, res) => {
    res.writeHead(302, { location: '/loop' });
    res.end();
  },
  '/hop': (req, res) => {
    const n = Number(new URL(req.url ?? '/', base).searchParams.get('n') ?? 0);
    res.writeHead(301, { location: n > 0 ? `/hop?n=${n - 1}` : '/recipe' });
    res.end();
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    seen.push(`${path} ${req.headers['user-agent']}`);
    const redirect = /^\/redirect\/(.+)$/.exec(path);
    if (redirect?.[1]) {
      res.writeHead(302, { location: decodeURIComponent(redirect[1]) });
      return res.end();
    }
    const route = routes[path];
    if (route) return route(req, res);
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, SERVER_ADDRESS, resolve));
  port = (server.address() as AddressInfo).port;
  base = `http://${SERVER_ADDRESS}:${port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const testOptions = (extra: SafeFetchOptions = {}): SafeFetchOptions => ({
  ports: 'any',
  exemptAddresses: [SERVER_ADDRESS],
  ...extra,
});

async function failure(promise: Promise<unknown>): Promise<PageFetchError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageFetchError);
  return error as PageFetchError;
}

describe('the address policy', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private 10/8'],
    ['10.255.255.255', 'private 10/8'],
    ['172.16.0.1', 'private 172.16/12'],
    ['172.31.255.254', 'private 172.16/12'],
    ['192.168.1.1', 'private 192.168/16'],
    ['169.254.169.254', 'metadata'],
    ['169.254.1.1', 'link-local'],
    ['0.0.0.0', '0/8'],
    ['0.1.2.3', '0/8'],
    ['100.64.0.1', 'CGNAT'],
    ['100.127.255.254', 'CGNAT'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with zone'],
    ['febf::1', 'IPv6 link-local (top of fe80::/10)'],
    ['fd00:ec2::254', 'EC2 IPv6 metadata'],
    ['fc00::1', 'unique-local'],
    ['fdff:ffff::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:a9fe:a9fe', 'IPv4-mapped metadata in hex'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['not-an-ip', 'garbage'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '93.184.216.34', '172.32.0.1', '100.128.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])(
    'allows public %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );
});

describe('fetchPage', () => {
  it('reads an HTML page with browser-like headers', async () => {
    const page = await fetchPage(`${base}/recipe`, testOptions());
    expect(page.html).toContain('<h1>Soup</h1>');
    expect(page.url).toBe(`${base}/recipe`);
    expect(seen.at(-1)).toMatch(/^\/recipe Mozilla\/5\.0 .*Chrome\//);
  });

  it('decompresses gzip and honours the declared charset', async () => {
    expect((await fetchPage(`${base}/gzip`, testOptions())).html).toContain('Crème brûlée');
    expect((await fetchPage(`${base}/latin1`, testOptions())).html).toBe('<p>Crème</p>');
  });

  it('follows up to five redirects and reports the final address', async () => {
    const page = await fetchPage(`${base}/hop?n=4`, testOptions());
    expect(page.url).toBe(`${base}/recipe`);
  });

  it('refuses a sixth redirect', async () => {
    const error = await failure(fetchPage(`${base}/loop`, testOptions()));
    expect(error.reason).toBe('TooManyRedirects');
  });

  it.each([
    ['/missing', 'PageNotFound', 'That page was not found (404)'],
    ['/image', 'NotHtml', 'That address is not a web page'],
    ['/broken', 'PageUnavailable', 'That page could not be loaded (HTTP 500)'],
    ['/huge', 'PageTooLarge', 'That page is too large to import'],
    ['/huge-declared', 'PageTooLarge', 'That page is too large to import'],
    ['/gzip-bomb', 'PageTooLarge', 'That page is too large to import'],
  ])('answers %s with %s', async (path, reason, message) => {
    const error = await failure(fetchPage(`${base}${path}`, testOptions()));
    expect(error.reason).toBe(reason);
    expect(error.name).toBe(reason);
    expect(error.message).toBe(message);
  });

  it('gives up on a slow page after the time limit', async () => {
    const started = Date.now();
    const error = await failure(fetchPage(`${base}/slow`, testOptions({ timeoutMs: 300 })));
    expect(error.message).toBe('The page took too long to respond');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('gives up on a page that drips gzip data after the time limit', async () => {
    const started = Date.now();
    const error = await failure(fetchPage(`${base}/slow-gzip`, testOptions({ timeoutMs: 300 })));
    expect(error.reason).toBe('PageTimeout');
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it.each([
    'ftp://example.com/recipe',
    'file:///etc/passwd',
    'http://user:pw@example.com/',
    'http://example.com:8080/',
  ])('refuses %s without connecting', async (address) => {
    const error = await failure(fetchPage(address));
    expect(error.message).toBe('That address cannot be imported');
  });

  describe('with the production policy (only the test server exempt)', () => {
    it.each([
      'http://127.0.0.1/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[fd00:ec2::254]/',
      'http://0.0.0.0/',
      'http://2130706433/',
    ])('refuses %s', async (address) => {
      const error = await failure(fetchPage(address, { ports: 'any' }));
      expect(error.reason).toBe('AddressRefused');
      expect(error.message).toBe('That address cannot be imported');
    });

    it.each([
      () => `http://127.0.0.1:${port}/recipe`,
      () => 'http://10.0.0.1/recipe',
      () => 'http://169.254.169.254/latest/meta-data/iam/security-credentials/',
      () => `http://[::1]:${port}/recipe`,
      () => `http://localhost:${port}/recipe`,
    ])('refuses a redirect to %s', async (target) => {
      const before = seen.length;
      const error = await failure(
        fetchPage(`${base}/redirect/${encodeURIComponent(target())}`, testOptions()),
      );
      expect(error.reason).toBe('AddressRefused');
      // The first hop was served; the refused target was never reached.
      expect(seen.slice(before).map((line) => line.split(' ')[0])).toEqual([
        `/redirect/${encodeURIComponent(target())}`,
      ]);
    });

    it('refuses a host name that resolves to loopback', async () => {
      const error = await failure(fetchPage(`http://localhost:${port}/recipe`, { ports: 'any' }));
      expect(error.reason).toBe('AddressRefused');
    });

    it('refuses a host when any of its addresses is private (DNS rebinding)', async () => {
      const resolve = async () => [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ];
      const error = await failure(fetchPage('http://rebind.example/', { resolve }));
      expect(error.reason).toBe('AddressRefused');
    });

    it('connects to the very address it checked, not to a second DNS answer', async () => {
      const answers = [[{ address: SERVER_ADDRESS, family: 4 }], [{ address: '10.0.0.7', family: 4 }]];
      let calls = 0;
      const resolve = async () => answers[Math.min(calls++, 1)] ?? [];
      const page = await fetchPage(`http://pinned.example:${port}/recipe`, testOptions({ resolve }));
      expect(page.html).toContain('Soup');
      expect(calls).toBe(1);
    });
  });

  it('reaches loopback only when private addresses are explicitly allowed', async () => {
    const refused = await failure(fetchPage(`http://127.0.0.1:${port}/recipe`, { ports: 'any' }));
    expect(refused.reason).toBe('AddressRefused');
    const local = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('ok'));
    await new Promise<void>((resolve) => local.listen(0, '127.0.0.1', resolve));
    try {
      const { port: localPort } = local.address() as AddressInfo;
      const page = await fetchPage(`http://127.0.0.1:${localPort}/`, {
        ports: 'any',
        allowPrivateAddresses: true,
      });
      expect(page.html).toBe('ok');
    } finally {
      local.close();
    }
  });
});
