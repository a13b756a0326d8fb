import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, expect } from '@playwright/test';

// Issue 19, updates: a new deploy's service worker waits until the cook chooses; the app offers "A new
// version is ready" with Reload, and Reload puts the new worker in charge. The site is reached through
// a small pass-through on its own origin (so its worker touches no other test's pages) that can serve
// the next deploy: the same worker with one more line, which is what makes a browser install it.
// (Here neither Playwright's routing nor a browser-level CDP Fetch saw Chromium's update check of /sw.js.)

const test = base.extend<{ site: { origin: string; deployNext: () => void } }>({
  site: async ({ baseURL }, use) => {
    let next = false;
    const server: Server = createServer((req, res) => {
      void (async () => {
        const upstream = await fetch(new URL(req.url ?? '/', baseURL), { method: req.method });
        let body = Buffer.from(await upstream.arrayBuffer());
        if (next && new URL(req.url ?? '/', 'http://site').pathname === '/sw.js')
          body = Buffer.concat([body, Buffer.from("\nself.hearthDeploy = 'next';\n")]);
        const headers = Object.fromEntries(upstream.headers);
        delete headers['content-encoding'];
        headers['content-length'] = String(body.length);
        res.writeHead(upstream.status, headers);
        res.end(body);
      })().catch(() => {
        res.writeHead(502);
        res.end();
      });
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    const { port } = server.address() as AddressInfo;
    await use({ origin: `http://127.0.0.1:${port}`, deployNext: () => (next = true) });
    server.closeAllConnections();
    await new Promise((closed) => server.close(closed));
  },
});

// The installed kitchen: these stories need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a waiting new version is offered, and Reload puts it in charge', async ({ page, context, site }) => {
  await page.goto(`${site.origin}/how-it-works`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  const offer = page.getByRole('listitem').filter({ hasText: 'A new version is ready' });
  await expect(offer).toBeHidden();

  site.deployNext();
  await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
  await expect(offer).toBeVisible();
  // Until the cook chooses, the page stays with the version it started with.
  expect(await page.evaluate(async () => Boolean((await navigator.serviceWorker.ready).waiting))).toBe(true);

  const reloaded = page.waitForEvent('load');
  await offer.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return Boolean(navigator.serviceWorker.controller) && registration.waiting === null;
      }),
    )
    .toBe(true);
  const deploys = await Promise.all(
    context
      .serviceWorkers()
      .filter((worker) => worker.url().startsWith(site.origin))
      .map((worker) => worker.evaluate(() => (self as { hearthDeploy?: string }).hearthDeploy ?? 'first')),
  );
  expect(deploys).toContain('next');
  await expect(offer).toBeHidden();
});
