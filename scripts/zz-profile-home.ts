// TEMP: CPU profile of Home's load at 4x slowdown, self time by source-mapped function.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium } from 'playwright-core';
import { cognitoCall, localPool } from '../infra/local/cognito.js';
import { startLocalStack, webDistDir } from '../infra/local/stack.js';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.js';

const runs = Number(process.env.RUNS ?? 3);
const path = process.env.PAGE ?? '/';
const dataDir = await mkdtemp(join(tmpdir(), 'hearth-prof-'));
const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: true, quiet: true, inMemory: true });
try {
  const email = `prof-${Date.now()}@example.com`;
  const password = 'Prof-pass-123';
  await cognitoCall(`${stack.url}/cognito`, 'SignUp', {
    ClientId: localPool.clientId,
    Username: email,
    Password: password,
  });
  const auth = await cognitoCall(`${stack.url}/cognito`, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: localPool.clientId,
    AuthParameters: { USERNAME: email, PASSWORD: password },
  });
  const idToken = String((auth.body.AuthenticationResult as Record<string, unknown>).IdToken);
  const recipes = Array.from({ length: 12 }, (_, i) => ({
    title: `Family Stew ${i + 1}`,
    description: 'Layers of ragù, béchamel and pasta, ready in an hour.',
    servings: 6,
    prepTime: 20,
    cookTime: 45,
    categoryIds: ['dinner'],
    tags: 'pasta, family',
    ingredients: '1 onion\n2 cloves garlic',
    instructions: 'Cook.\nServe.',
  }));
  const made = await fetch(`${stack.url}/api/recipes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ recipes }),
  });
  const recipeId = ((await made.json()) as { recipes: { id: string }[] }).recipes[0]?.id;
  const browser = await chromium.launch({
    executablePath: chromiumExecutable,
    args: ['--headless=new', ...chromiumArgs],
  });
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
  });
  const page = await context.newPage();
  await page.goto(`${stack.url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${stack.url}/`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller), null, { timeout: 30_000 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOWDOWN ?? 4) });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  const maps = new Map<string, TraceMap | null>();
  const mapFor = (url: string) => {
    if (!maps.has(url)) {
      try {
        const file = join(webDistDir(), new URL(url).pathname);
        maps.set(url, new TraceMap(readFileSync(`${file}.map`, 'utf8')));
      } catch {
        maps.set(url, null);
      }
    }
    return maps.get(url);
  };
  const self = new Map<string, number>();
  for (let run = 0; run < runs; run++) {
    await cdp.send('Profiler.start');
    const target = path === '/recipe' ? `/recipe/${recipeId}` : path;
    await page.goto(`${stack.url}${target}`);
    await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    const dt = profile.timeDeltas ?? [];
    profile.samples?.forEach((id, i) => {
      const node = byId.get(id);
      if (!node) return;
      const f = node.callFrame;
      let name = f.functionName || '(anonymous)';
      if (f.url) {
        const map = mapFor(f.url);
        if (map) {
          const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
          name = `${pos.name ?? name} ${String(pos.source)
            .replace(/^.*node_modules\//, 'nm/')
            .replace(/^.*frontend\/src\//, 'src/')}:${pos.line}`;
        } else name = `${name} ${f.url.split('/').pop()}`;
      }
      self.set(name, (self.get(name) ?? 0) + (dt[i] ?? 0) / 1000);
    });
  }
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  console.log(`total sampled ${(total / runs).toFixed(0)} ms per run`);
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60)))
    console.log(`${(ms / runs).toFixed(1).padStart(7)} ms  ${name}`);
  await browser.close();
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
