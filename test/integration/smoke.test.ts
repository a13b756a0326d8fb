// `npm run smoke` against the local stack: the whole post-deploy journey passes, step by step, and
// leaves no account behind; against something that is not a Hearth site it stops at the first step.
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
      'the cook deletes the account (Delete my account)',
    ]);
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
