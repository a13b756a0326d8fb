// `npm run smoke` against the local stack: the whole post-deploy journey passes, step by step, and
// leaves no account behind; a default page that refuses the import falls back to the smoke test's own
// page; against something that is not a Hearth site it stops at the first step.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localPool } from '../../infra/local/cognito.js';
import { serveRecipePage } from '../../scripts/bench-import.js';
import { runSmoke, type SmokeStep } from '../../scripts/smoke.js';
import { stackUrl } from './support/api.js';
import { cognito, signIn, uniqueEmail } from './support/auth.js';

let page: Awaited<ReturnType<typeof serveRecipePage>>;
beforeAll(async () => {
  page = await serveRecipePage();
});
afterAll(() => page.close());

describe('npm run smoke', () => {
  it('walks the journey on a working site: every step passes and the cook is deleted', async () => {
    const steps = await runSmoke(stackUrl(), { recipeUrl: page.url, report: () => undefined });
    expect(steps.filter((step) => !step.ok)).toEqual([]);
    expect(steps.map((step) => step.name)).toEqual([
      'the site serves /config.json',
      'the API answers /api/health',
      'a throw-away cook signs up',
      'the cook signs in',
      'GET /api/me knows the cook',
      'a recipe is added and read back',
      `a web page is imported (${page.url})`,
      'a photo is uploaded and served at its address',
      'the cook gets a paid plan (reading photos is one of its features)',
      'a printed recipe’s photo is read into a recipe (Textract)',
      'the live socket hears a shopping-list change',
      'the app e-mails a household invitation (SES)',
      'a small collection is imported (three recipes, Standard workflow)',
      'everything is exported and the zip downloads (Standard workflow)',
      'the cook deletes the account (Delete my account)',
    ]);
    expect(steps.filter((step) => step.skipped)).toEqual([]);
  });

  it("reads its own page when the default page refuses the import (as sites refuse Lambda's addresses)", async () => {
    const refusing = createServer((_req, res) => res.writeHead(403).end('Forbidden'));
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(refusing.address() as AddressInfo).port}/pancakes`;
    try {
      const steps = await runSmoke(stackUrl(), {
        recipeUrl: url,
        fallbackPage: true,
        report: () => undefined,
      });
      const imported = steps.find((step) => step.name === `a web page is imported (${url})`);
      expect(imported).toMatchObject({ ok: true });
      expect(imported?.detail).toContain("read the smoke test's own page instead");
      expect(steps.filter((step) => !step.ok)).toEqual([]);
    } finally {
      refusing.closeAllConnections();
      await new Promise((resolve) => refusing.close(resolve));
    }
  });

  it('stops at a failed step and still deletes the cook', async () => {
    const email = uniqueEmail('smoke');
    const steps = await runSmoke(stackUrl(), {
      recipeUrl: `${page.url}-gone`,
      email,
      report: () => undefined,
    });
    expect(steps.at(-1)).toMatchObject({ name: `a web page is imported (${page.url}-gone)`, ok: false });
    expect(steps.filter((step) => !step.ok)).toHaveLength(1);
    await expect(signIn(email, 'any')).rejects.toThrow('Sign-in failed');
    const reply = await cognito('AdminGetUser', { UserPoolId: localPool.userPoolId, Username: email });
    expect(reply.status).toBe(400);
  });

  it('says what failed, and stops there, on a site that is not Hearth', async () => {
    const reported: SmokeStep[] = [];
    const steps = await runSmoke(page.url, { recipeUrl: page.url, report: (step) => reported.push(step) });
    expect(steps).toHaveLength(1);
    expect(steps[0]).toMatchObject({ name: 'the site serves /config.json', ok: false });
    expect(steps[0]?.detail).toContain('answered 404');
    expect(reported).toEqual(steps);
  });
});
