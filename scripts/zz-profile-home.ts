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
  if (process.env.COUNT) {
    await page.goto(`${stack.url}/`);
    await page.waitForTimeout(4000);
    console.log(
      await page.evaluate(`(() => {
      const rows = ['all ' + document.querySelectorAll('*').length + ', svg parts ' + document.querySelectorAll('svg *').length];
      function walk(el, depth) {
        for (const child of Array.from(el.children)) {
          const n = child.querySelectorAll('*').length + 1;
          if (n >= 15) rows.push('  '.repeat(depth) + child.tagName.toLowerCase() + (child.getAttribute('aria-label') ? '[' + child.getAttribute('aria-label') + ']' : '') + '.' + String(child.className).slice(0, 50) + ' ' + n);
          if (n >= 40 && depth < 6) walk(child, depth + 1);
        }
      }
      walk(document.body, 0);
      return rows.join('\\n');
    })()`),
    );
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: Number(process.env.SLOWDOWN ?? 1) });
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
  const nameOf = (f: { functionName: string; url: string; lineNumber: number; columnNumber: number }) => {
    let name = f.functionName || '(anonymous)';
    if (f.url) {
      const map = mapFor(f.url);
      if (map && f.lineNumber >= 0) {
        const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
        name = `${pos.name ?? name} ${String(pos.source)
          .replace(/^.*node_modules\//, 'nm/')
          .replace(/^.*frontend\/src\//, 'src/')}:${pos.line}`;
      } else name = `${name} ${f.url.split('/').pop()}`;
    }
    return name;
  };
  const totals: number[] = [];
  for (let run = 0; run < runs; run++) {
    // From a blank page, as Lighthouse loads it: no earlier document's unload in the trace.
    await page.goto('about:blank');
    await browser.startTracing(page, {
      categories: [
        ...(process.env.CATS ? process.env.CATS.split(',') : []),
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'v8.execute',
        'toplevel',
        'blink.user_timing',
        'loading',
      ],
    });
    const target = path === '/recipe' ? `/recipe/${recipeId}` : path;
    await page.goto(`${stack.url}${target}`);
    await page.waitForTimeout(Number(process.env.WAIT ?? 6000));
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString()) as { traceEvents: Record<string, any>[] };
    if (process.env.KEEP) (await import('node:fs')).writeFileSync(`${process.env.KEEP}-${run}.json`, buffer);
    const events = trace.traceEvents;
    const names = new Map<string, string>();
    for (const e of events)
      if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
    // The page's main thread: the renderer main thread with the most tasks.
    const counts = new Map<string, number>();
    for (const e of events) {
      const k = `${e.pid}:${e.tid}`;
      if (names.get(k) === 'CrRendererMain' && e.name === 'RunTask') counts.set(k, (counts.get(k) ?? 0) + 1);
    }
    const main = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main);
    const nav =
      onMain.find((e) => e.name === 'navigationStart') ?? events.find((e) => e.name === 'navigationStart');
    const t0 = Number(nav?.ts ?? 0);
    // Samples from the profile chunks (the same thread's).
    const nodes = new Map<number, { callFrame: any; parent?: number }>();
    const samples: { ts: number; node: number }[] = [];
    let ts = 0;
    const profile =
      events.find((e) => e.name === 'Profile' && `${e.pid}:${e.tid}` === main) ??
      events.find((e) => e.name === 'Profile' && String(e.pid) === main?.split(':')[0]);
    if (profile) ts = Number(profile.args.data.startTime);
    for (const e of events.filter((x) => x.name === 'ProfileChunk' && x.id === profile?.id)) {
      const data = e.args.data;
      for (const n of data.cpuProfile?.nodes ?? [])
        nodes.set(n.id, { callFrame: n.callFrame, parent: n.parent });
      const ids: number[] = data.cpuProfile?.samples ?? [];
      const deltas: number[] = data.timeDeltas ?? [];
      ids.forEach((id, i) => {
        ts += deltas[i] ?? 0;
        samples.push({ ts, node: id });
      });
    }
    // Thread time (tdur), not wall time: what the task took of the CPU, whatever else the machine ran.
    const cpu = (e: Record<string, any>) => Number(e.tdur ?? e.dur);
    const limit = Number(process.env.TASK_MS ?? 12.5) * 1000;
    const tasks = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask' && cpu(e) > limit);
    const all = onMain.filter((e) => e.ph === 'X' && e.name === 'RunTask');
    const proxy = all.reduce((sum, t) => sum + Math.max(0, (4 * cpu(t)) / 1000 - 50), 0);
    const busy = all.reduce((sum, t) => sum + cpu(t) / 1000, 0);
    console.log(
      `\n### run ${run + 1}: main-thread CPU ${busy.toFixed(0)} ms in ${all.length} tasks; ${tasks.length} over ${limit / 1000} ms; blocking at 4x (4 x CPU - 50, summed) ${proxy.toFixed(0)} ms`,
    );
    totals.push(proxy);
    for (const task of tasks) {
      const start = Number(task.ts);
      const end = start + Number(task.dur);
      const inside = onMain.filter((e) => e.ph === 'X' && e.ts >= start && e.ts + e.dur <= end && e !== task);
      const native = new Map<string, number>();
      for (const e of inside)
        if (
          [
            'UpdateLayoutTree',
            'Layout',
            'Paint',
            'ParseHTML',
            'v8.compile',
            'v8.compileModule',
            'v8.evaluateModule',
            'EvaluateScript',
            'MajorGC',
            'MinorGC',
            'ParseAuthorStyleSheet',
            'PrePaint',
            'Layerize',
            'HitTest',
            'FunctionCall',
            'TimerFire',
            'FireAnimationFrame',
            'EventDispatch',
            'RunMicrotasks',
            'XHRReadyStateChange',
            'v8.parseOnBackground',
            'FireIdleCallback',
          ].includes(e.name)
        )
          native.set(e.name, (native.get(e.name) ?? 0) + cpu(e) / 1000);
      const self = new Map<string, number>();
      samples
        .filter((s) => s.ts >= start && s.ts <= end)
        .forEach((s, i, list) => {
          const next = list[i + 1]?.ts ?? s.ts;
          const node = nodes.get(s.node);
          const name = node ? nameOf(node.callFrame) : '?';
          self.set(name, (self.get(name) ?? 0) + (next - s.ts) / 1000);
        });
      const urls = inside
        .map((e) => e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url)
        .filter(Boolean)
        .map((u: string) => u.split('/').pop());
      const top = [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 8)
        .map(([n, ms]) => `${ms.toFixed(1)} ${n}`);
      console.log(
        `- at ${((start - t0) / 1000).toFixed(0)} ms: CPU ${(cpu(task) / 1000).toFixed(1)} ms (wall ${(task.dur / 1000).toFixed(1)}); ${[
          ...native,
        ]
          .filter(([, ms]) => ms >= 1)
          .map(([n, ms]) => `${n} ${ms.toFixed(1)}`)
          .join(', ')} ${[...new Set(urls)].slice(0, 3).join(' ')}`,
      );
      for (const line of top) console.log(`      ${line}`);
    }
  }
  console.log(`\nblocking at 4x by run: ${totals.map((t) => t.toFixed(0)).join(', ')}`);
  await browser.close();
} finally {
  await stack.stop();
  await rm(dataDir, { recursive: true, force: true });
}
