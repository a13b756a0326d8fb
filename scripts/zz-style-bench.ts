// TEMP: what in the CSS makes Home's style recalculation cost what it does.
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { cognitoCall, localPool } from '../infra/local/cognito.js';
import { startLocalStack, webDistDir } from '../infra/local/stack.js';
import { chromiumArgs, chromiumExecutable } from '../test/e2e/chromium.js';

const snapshotFile = '/tmp/i35-home-snapshot.html';
let html: string;
if (process.env.SNAPSHOT) html = readFileSync(snapshotFile, 'utf8');
else {
  const dataDir = await mkdtemp(join(tmpdir(), 'hearth-style-'));
  const stack = await startLocalStack({ port: 0, dataDir, serveFrontend: true, quiet: true, inMemory: true });
  try {
    const email = `style-${Date.now()}@example.com`;
    const password = 'Style-pass-123';
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
      description: 'Layers.',
      servings: 6,
      prepTime: 20,
      cookTime: 45,
      categoryIds: ['dinner'],
      tags: 'pasta',
      ingredients: '1 onion',
      instructions: 'Cook.',
    }));
    await fetch(`${stack.url}/api/recipes`, {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ recipes }),
    });
    const browser = await chromium.launch({
      executablePath: chromiumExecutable,
      args: ['--headless=new', ...chromiumArgs],
    });
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`${stack.url}/auth`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${stack.url}/`);
    await page.waitForTimeout(3000);
    html = await page.evaluate('document.body.innerHTML');
    writeFileSync(snapshotFile, html);
    await browser.close();
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
const assets = join(webDistDir(), 'assets');
const cssFile = (await import('node:fs')).readdirSync(assets).find((f) => /^index-.*\.css$/.test(f)) ?? '';
const css = readFileSync(join(assets, cssFile), 'utf8');
const variants: Record<string, string> = {
  original: css,
  'no @property': css.replace(/@property [^{]+\{[^}]*\}/g, ''),
  'no color-mix @supports': css.replace(
    /@supports \(color:color-mix\(in lab, red, red\)\)\{(?:[^{}]*\{[^}]*\})*\}/g,
    '',
  ),
  'no theme vars': css,
  'no :root vars except used': css,
  'no @font-face': css.replace(/@font-face\{[^}]*\}/g, ''),
  'no base layer': css.replace(/@layer base\{[\s\S]*?\}\}?@layer/, '@layer'),
};
const browser = await chromium.launch({
  executablePath: chromiumExecutable,
  args: ['--headless=new', ...chromiumArgs],
});
const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
const rounds = Number(process.env.ROUNDS ?? 60);
const results: Record<string, string[]> = {};
for (let pass = 0; pass < Number(process.env.PASSES ?? 2); pass++)
  for (const [name, sheet] of Object.entries(variants)) {
    await page.setContent(
      `<!doctype html><html lang="en" dir="ltr"><head><style>${sheet}</style></head><body>${html}</body></html>`,
    );
    await page.evaluate('document.body.offsetHeight');
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.evaluate(`(() => {
      for (let i = 0; i < ${rounds}; i++) {
        document.documentElement.style.setProperty('--bench-force', String(i));
        document.body.offsetHeight;
      }
    })()`);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: Record<string, any>[];
    };
    const sum = (name: string) =>
      trace.traceEvents
        .filter((e) => e.name === name && e.ph === 'X')
        .reduce((a, e) => a + Number(e.tdur ?? e.dur), 0) /
      1000 /
      rounds;
    const count = trace.traceEvents
      .filter((e) => e.name === 'UpdateLayoutTree')
      .map((e) => e.args?.elementCount)
      .filter(Boolean);
    (results[name] ??= []).push(
      `style ${sum('UpdateLayoutTree').toFixed(2)} layout ${sum('Layout').toFixed(2)} (${count[0]} el)`,
    );
  }
for (const [name, list] of Object.entries(results)) console.log(`${name.padEnd(28)} ${list.join(' | ')}`);
await browser.close();
