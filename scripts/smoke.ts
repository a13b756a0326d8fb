// `npm run smoke -- <site URL> [--recipe-url <page>] [--code <invitation code>] [--stack-prefix Hearth]`:
// after a deploy, a journey against the real site through every part that must work together, saying
// what failed: the site and /config.json, a throw-away cook signed up and in, a recipe added and read
// back, a web page imported (when the default page refuses Lambda's addresses, a page the smoke test
// serves itself from the site's own bucket), a photo uploaded and served, a printed recipe's photo
// read by Textract, the live socket hearing a shopping-list change, a household invitation e-mailed
// (SES), a small collection imported and everything exported (the two Standard workflows), and the
// cook deleted again (through the app's own "Delete my account", so nothing is left behind). Each step
// prints ✔, ✖ or – (skipped) with its time; the first failure stops the journey, but the cook is
// always cleaned up. Reading a photo is a paid feature: on AWS pass a one-use invitation code (Admin →
// Invitation codes) with --code; locally the checkout simulator starts a trial.
//
// On AWS it needs the deployer's credentials (AWS_PROFILE or the usual variables) for two Cognito admin
// calls: confirming the throw-away sign-up without a mailed code, and signing in with
// ADMIN_USER_PASSWORD_AUTH (the web client signs in with SRP). The address is on SES's mailbox
// simulator, so nothing is mailed to a real person and no bounce counts against the account; so is the
// invitation. The fallback page is put in the site bucket (named in SSM) and removed again. Against
// the local stack (`npm start`) no credentials are needed.

import { randomBytes } from 'node:crypto';
import {
  AdminConfirmSignUpCommand,
  AdminDeleteUserCommand,
  AdminInitiateAuthCommand,
  AdminUpdateUserAttributesCommand,
  CognitoIdentityProviderClient,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { srpTokens } from '../infra/local/srp-sign-in.js';
import { VIEWER_IP_HEADER } from '../lambdas/src/shared/client-ip.js';
import { expectOk, expectStatus, paidPlan } from './smoke/checks.js';
import {
  exportEverything,
  hearListChange,
  importCollection,
  importPageOrOwn,
  inviteByMail,
  type JourneyContext,
  readPhoto,
} from './smoke/journey.js';
import { type OwnPage, servePageLocally, servePageOnSite } from './smoke/own-page.js';
import type { SiteConfig, SmokeOptions, SmokeStep } from './smoke/shapes.js';

export type { SmokeOptions, SmokeStep } from './smoke/shapes.js';

/** A 1×1 white JPEG: the smallest real photo there is. */
const TINY_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

class StepFailed extends Error {}

export async function runSmoke(siteUrl: string, options: SmokeOptions): Promise<SmokeStep[]> {
  const site = siteUrl.replace(/\/+$/, '');
  const steps: SmokeStep[] = [];
  const report = options.report ?? printStep;
  const skip = (name: string, why: string) => {
    const skipped = { name, ok: true, skipped: true, ms: 0, detail: why };
    steps.push(skipped);
    report(skipped);
  };
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    try {
      const value = await work();
      const done = {
        name,
        ok: true,
        ms: performance.now() - started,
        ...(typeof value === 'string' ? { detail: value } : {}),
      };
      steps.push(done);
      report(done);
      return value;
    } catch (error) {
      const failed = { name, ok: false, ms: performance.now() - started, detail: (error as Error).message };
      steps.push(failed);
      report(failed);
      throw new StepFailed(name);
    }
  };

  const config = await step('the site serves /config.json', async () => {
    const response = await fetch(`${site}/config.json`);
    expectStatus(response, 200);
    const body = (await response.json()) as SiteConfig;
    if (!body.userPoolId || !body.userPoolClientId) throw new Error('config.json names no user pool');
    return body;
  }).catch(() => null);
  if (!config) return steps;

  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint
      ? { endpoint: config.cognitoEndpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
      : {}),
  });
  const local = config.mode === 'local';
  const email =
    options.email ?? `success+hearth-smoke-${randomBytes(4).toString('hex')}@simulator.amazonses.com`;
  const password = `Smoke-${randomBytes(9).toString('base64url')}-7a`;
  let userId: string | null = null;
  let token: string | null = null;
  let deleted = false;
  // The throw-away cook's own network address, as a person has one: on AWS CloudFront replaces this
  // header with the runner's real address; on a local stack (no CloudFront) it stands in for it, so the
  // per-address limits count the smoke run alone (handlers/shared/client-ip.ts).
  const address = `198.51.100.${1 + ((randomBytes(1)[0] ?? 0) % 254)}`;
  const call = async (path: string, init: { method?: string; body?: unknown } = {}) => {
    const response = await fetch(`${site}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [VIEWER_IP_HEADER]: address,
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
  };
  const cleanUp = async () => {
    const removed = await call('/api/me', { method: 'DELETE', body: { currentPassword: password } }).catch(
      () => null,
    );
    if (removed?.status !== 200 && !local)
      await cognito
        .send(new AdminDeleteUserCommand({ UserPoolId: config.userPoolId, Username: email }))
        .catch(() => undefined);
  };

  try {
    await step('the API answers /api/health', async () => {
      expectStatus(await fetch(`${site}/api/health`), 200);
    });
    userId = await step('a throw-away cook signs up', async () => {
      const made = await cognito.send(
        new SignUpCommand({
          ClientId: config.userPoolClientId,
          Username: email,
          Password: password,
          UserAttributes: [
            { Name: 'email', Value: email },
            { Name: 'name', Value: 'Smoke test' },
          ],
        }),
      );
      if (!made.UserConfirmed) {
        await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: config.userPoolId, Username: email }));
        await cognito.send(
          new AdminUpdateUserAttributesCommand({
            UserPoolId: config.userPoolId,
            Username: email,
            UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
          }),
        );
      }
      return made.UserSub ?? null;
    });
    token = await step('the cook signs in', async () => {
      // Locally SRP, as the browser signs in (the local app client allows nothing else, as on AWS).
      if (local && config.cognitoEndpoint)
        return (await srpTokens({ endpoint: config.cognitoEndpoint, username: email, password })).IdToken;
      const result = await cognito.send(
        new AdminInitiateAuthCommand({
          AuthFlow: 'ADMIN_USER_PASSWORD_AUTH',
          UserPoolId: config.userPoolId,
          ClientId: config.userPoolClientId,
          AuthParameters: { USERNAME: email, PASSWORD: password },
        }),
      );
      const idToken = result.AuthenticationResult?.IdToken;
      if (!idToken) throw new Error(`no tokens (challenge ${result.ChallengeName ?? 'none'})`);
      return idToken;
    });

    await step('GET /api/me knows the cook', async () => {
      const me = await call('/api/me');
      expectOk(me, 200);
      if (me.body.email !== email) throw new Error(`profile says ${String(me.body.email)}`);
    });
    await step('a recipe is added and read back', async () => {
      const added = await call('/api/recipes', {
        method: 'POST',
        body: { recipes: [{ title: 'Smoke test soup', ingredients: '1 onion\n2 cups stock' }] },
      });
      expectOk(added, 201);
      const id = (added.body.recipes as { id: string }[])[0]?.id;
      const read = await call(`/api/recipes/${id}`);
      expectOk(read, 200);
      if (read.body.title !== 'Smoke test soup') throw new Error('the recipe came back changed');
    });
    const journey: JourneyContext = {
      site,
      call,
      idToken: () => token ?? '',
      jobSeconds: options.jobSeconds ?? 300,
    };
    const ownPage = (): Promise<OwnPage> =>
      local ? servePageLocally() : servePageOnSite(site, config.region, options.stackPrefix ?? 'Hearth');
    await step(`a web page is imported (${options.recipeUrl})`, () =>
      options.fallbackPage
        ? importPageOrOwn(journey, options.recipeUrl, ownPage)
        : importPageOrOwn(journey, options.recipeUrl, () => Promise.reject(new Error('no fallback page'))),
    );
    await step('a photo is uploaded and served at its address', async () => {
      const signed = await call('/api/uploads/recipe-image', {
        method: 'POST',
        body: { contentType: 'image/jpeg', size: TINY_JPEG.length },
      });
      expectOk(signed, 201);
      const form = new FormData();
      for (const [name, value] of Object.entries(signed.body.fields as Record<string, string>))
        form.append(name, value);
      form.append('file', new Blob([TINY_JPEG], { type: 'image/jpeg' }), 'smoke.jpg');
      const uploaded = await fetch(String(signed.body.url), { method: 'POST', body: form });
      if (uploaded.status >= 300) throw new Error(`the bucket answered ${uploaded.status}`);
      const served = await fetch(new URL(String(signed.body.imageUrl), site));
      expectStatus(served, 200);
      if (!Buffer.from(await served.arrayBuffer()).equals(TINY_JPEG))
        throw new Error('other bytes came back');
    });
    const paid = await step('the cook gets a paid plan (reading photos is one of its features)', () =>
      paidPlan(site, call, local, options.code),
    );
    if (paid)
      await step('a printed recipe’s photo is read into a recipe (Textract)', () => readPhoto(journey));
    else skip('a printed recipe’s photo is read into a recipe (Textract)', 'needs a paid plan: pass --code');
    await step('the live socket hears a shopping-list change', () => hearListChange(journey, config.liveUrl));
    await step('the app e-mails a household invitation (SES)', () =>
      inviteByMail(
        journey,
        `success+hearth-smoke-invite-${randomBytes(4).toString('hex')}@simulator.amazonses.com`,
      ),
    );
    await step('a small collection is imported (three recipes, Standard workflow)', () =>
      importCollection(journey),
    );
    await step('everything is exported and the zip downloads (Standard workflow)', () =>
      exportEverything(journey),
    );
    await step('the cook deletes the account (Delete my account)', async () => {
      expectOk(await call('/api/me', { method: 'DELETE', body: { currentPassword: password } }), 200);
      deleted = true;
      if ((await call('/api/me')).status !== 401) throw new Error('the old token still opens /api/me');
    });
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    // A journey cut short still removes the cook: through the app when signed in, else the sign-in alone.
    if (userId && !deleted) await cleanUp();
    cognito.destroy();
  }
  return steps;
}

function printStep(step: SmokeStep) {
  const line = `${step.skipped ? '–' : step.ok ? '✔' : '✖'} ${step.name} (${step.ms.toFixed(0)} ms)`;
  console.log(step.detail ? `${line}\n    ${step.detail}` : line);
}

async function main() {
  const args = process.argv.slice(2);
  const site = args.find((arg) => /^https?:\/\//.test(arg));
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const recipeUrl = option('--recipe-url');
  if (!site) {
    console.error(
      'Usage: npm run smoke -- <site URL> [--recipe-url <a public recipe page>] [--code <invitation code>] [--stack-prefix Hearth]',
    );
    process.exit(2);
  }
  const steps = await runSmoke(site, {
    recipeUrl: recipeUrl ?? 'https://www.bbcgoodfood.com/recipes/easy-pancakes',
    fallbackPage: !recipeUrl,
    code: option('--code'),
    stackPrefix: option('--stack-prefix'),
  });
  const failed = steps.filter((step) => !step.ok).length;
  const skipped = steps.filter((step) => step.skipped).length;
  console.log(`\n${steps.length - failed - skipped} passed, ${failed} failed, ${skipped} skipped`);
  process.exit(failed === 0 && steps.length > 0 ? 0 : 1);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
