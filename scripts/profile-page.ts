// Profiling aid (not part of the suite): loads Home (or a recipe page) signed in, with a 4x CPU slowdown,
// under V8's sampling profiler, and prints self time by original source file (through the build's source
// maps). `npx tsx scripts/profile-page.ts [home|recipe] [runs]`. Run `npm run build:web` first.
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer } from 'source-map';
import { cognitoCall, localPool } from '../infra/local/cognito.js';
import { srpTokens } from '../infra/local/srp-sign-in.js';
import { startLocalStack, webDistDir } from '../infra/local/stack.js';

const which = process.argv[2] ?? 'home';
const runs = Number(process.argv[3] ?? 3);
const dataDir = await mkdtemp(join(tmpdir(), 'hearth-profile-'));
const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: true, quiet: true, inMemory: true });
const consumers = new Map<string, SourceMapConsumer | null>();
async function consumer(url: string) {
  if (!consumers.has(url)) {
    const file = /\/assets\/[^/?]+\.js$/.exec(url)?.[0];
    const mapFile = file ? join(webDistDir(), `${file}.map`) : null;
    consumers.set(
      url,
      mapFile && existsSync(mapFile)
        ? await new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')))
        : null,
    );
  }
  return consumers.get(url) ?? null;
}
try {
  const email = `profile-${Date.now()}@example.com`;
  const password = 'Profile-Pass-123';
  const endpoint = `${stack.url}/cognito`;
  await cognitoCall(endpoint, 'SignUp', {
    ClientId: localPool.clientId,
    Username: email,
    Password: password,
  });
  const { IdToken } = await srpTokens({ endpoint, username: email, password });
  const recipes = Array.from({ length: 12 }, (_, i) => ({
    title: `Family Stew ${i + 1}`,
    ingredients: '1 onion\n500 g beef\n2 tbsp flour\n600 ml milk\n100 g Parmesan',
    instructions: 'Brown.\nSimmer.',
    servings: 4,
    tags: 'family',
    categoryIds: ['dinner'],
  }));
  const made = await fetch(`${stack.url}/api/recipes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${IdToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ recipes }),
  });
  const [first] = ((await made.json()) as { recipes: { id: string }[] }).recipes;
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${stack.url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${stack.url}/`);
  const path = which === 'recipe' ? `/recipe/${first?.id}` : '/';
  const self = new Map<string, number>();
  let total = 0;
  for (let run = 0; run < runs; run++) {
    const cdp = await context.newCDPSession(page);
    await page.goto('about:blank');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`${stack.url}${path}`);
    await page.waitForTimeout(4000);
    const { profile } = await cdp.send('Profiler.stop');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const deltas = profile.timeDeltas ?? [];
    for (let i = 0; i < (profile.samples ?? []).length; i++) {
      const node = byId.get(profile.samples?.[i] as number);
      const dt = (deltas[i + 1] ?? 0) / 1000;
      if (!node) continue;
      const { url, lineNumber, columnNumber, functionName } = node.callFrame;
      let key = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'program'})`;
      const map = url ? await consumer(url) : null;
      if (map && lineNumber >= 0) {
        const at = map.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
        key = `${(at.source ?? key).replace(/^.*node_modules\//, 'nm/').replace(/^(\.\.\/)+/, '')}`;
      }
      if (key === '(idle)') continue;
      self.set(key, (self.get(key) ?? 0) + dt);
      total += dt;
    }
  }
  console.log(`${which}: ${(total / runs).toFixed(0)} ms of work a load (4x slowdown), self time by source:`);
  for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 45))
    console.log(`${(ms / runs).toFixed(1).padStart(8)} ms  ${key}`);
  await browser.close();
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
