// Shared steps for the end-to-end stories: every test makes its own account, so tests never share
// mutable state and can run in parallel against one stack.
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { signUpOnLocalPool } from '../../infra/local/cognito';
import { totpCode } from '../../infra/local/totp';
import { patient } from '../support/patience';

export type Account = { email: string; password: string; displayName: string };

let counter = 0;

/** A fresh, unique account description (not yet registered). */
export function newAccount(label = 'cook'): Account {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  return {
    email: `${label}-${unique}@example.com`,
    password: `Hearth-${unique}-Pw1!`,
    displayName: `Test ${label} ${counter}`,
  };
}

/** The local admin, whose two-step sign-in is on from the first start (admins must use it). */
export function adminAccount(): { email: string; password: string; totpSecret: string } {
  const email = process.env.HEARTH_E2E_ADMIN_EMAIL;
  const password = process.env.HEARTH_E2E_ADMIN_PASSWORD;
  const totpSecret = process.env.HEARTH_E2E_ADMIN_TOTP_SECRET;
  if (!email || !password || !totpSecret)
    throw new Error('The global setup did not publish the admin credentials');
  return { email, password, totpSecret };
}

export async function signUp(page: Page, account: Account): Promise<void> {
  await page.goto('/auth?mode=signup');
  await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Display name').fill(account.displayName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created, you can now log in')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

/**
 * Registers `account` as the sign-up form does: Cognito's SignUp through the stack's Cognito address,
 * with the form's attributes (e-mail, display name, the screen's language), so the same pre-sign-up and
 * confirmation triggers run. For the stories whose subject is not signing up: the form itself is
 * clicked through in auth.spec.ts (and on a phone, in German, under the CSP, before a recovery), and
 * drawing it for every other account cost 1.1-2.7 s, where this takes 0.1-0.5 s.
 */
export async function registerAccount(account: Account, locale = 'en'): Promise<void> {
  const stack = process.env.HEARTH_E2E_URL;
  if (!stack) throw new Error('The global setup did not publish the stack address');
  const reply = await signUpOnLocalPool(`${stack}/cognito`, { ...account, locale });
  if (reply.status !== 200 || reply.body.UserConfirmed !== true)
    throw new Error(`Sign-up of ${account.email} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
}

/** A new cook called `displayName` (the name the household shows), registered and signed in on `page`. */
export async function signInNewCook(page: Page, displayName: string): Promise<Account> {
  const account = { ...newAccount(displayName.toLowerCase()), displayName };
  await registerAccount(account);
  await signIn(page, account.email, account.password);
  return account;
}

/**
 * Signs in; with `totpSecret` (two-step sign-in on) also enters the authenticator app's code. Every
 * sign-in of the browser suite is checked to go as on AWS (issue 40): SRP (USER_SRP_AUTH, then the
 * PASSWORD_VERIFIER proof, then the code's challenge), and the password itself never sent.
 */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  totpSecret?: string,
  /** Where the sign-in lands: Home, unless the sign-in page was sent a screen to return to. */
  landsOn: RegExp = /\/$/,
): Promise<void> {
  const steps: string[] = [];
  const record = (request: Request) => {
    const target = request.headers()['x-amz-target'] ?? '';
    if (!target.startsWith('AWSCognitoIdentityProviderService.')) return;
    const body = request.postData() ?? '';
    if (body.includes(password)) steps.push('the password itself');
    const { AuthFlow, ChallengeName } = JSON.parse(body || '{}') as Record<string, string>;
    const operation = target.split('.')[1] ?? '';
    if (operation === 'InitiateAuth' || operation === 'RespondToAuthChallenge')
      steps.push(`${operation} ${AuthFlow ?? ChallengeName}`);
  };
  page.on('request', record);
  if (!page.url().includes('/auth')) await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  if (totpSecret) {
    await page.getByLabel('Authentication code').fill(totpCode(totpSecret));
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  // The toast of an earlier sign-in in the same test may still be on screen: the newest one counts.
  await expect(page.getByText('Welcome back', { exact: true }).last()).toBeVisible();
  await expect(page).toHaveURL(landsOn);
  page.off('request', record);
  expect(steps).toEqual([
    'InitiateAuth USER_SRP_AUTH',
    'RespondToAuthChallenge PASSWORD_VERIFIER',
    ...(totpSecret ? ['RespondToAuthChallenge SOFTWARE_TOKEN_MFA'] : []),
  ]);
}

export async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
}

type OutboxMessage = { to: string; subject: string; links: string[]; sentAt: string };

/** Waits for the local outbox to hold a message to `to` whose link matches `linkPattern`. */
export async function waitForMailLink(
  request: APIRequestContext,
  to: string,
  linkPattern: RegExp,
): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/__mail/api/messages?to=${encodeURIComponent(to)}`);
        if (!response.ok()) return undefined;
        const body = (await response.json()) as OutboxMessage[] | { messages: OutboxMessage[] };
        const messages = Array.isArray(body) ? body : body.messages;
        found = messages.flatMap((message) => message.links).find((link) => linkPattern.test(link));
        return found;
      },
      { timeout: patient(15_000), message: `an e-mail to ${to} with a link like ${linkPattern}` },
    )
    .toBeTruthy();
  return found as string;
}

/**
 * Starts a monthly free trial through the local checkout simulator (a new tab, as Stripe Checkout would
 * open); the user is on /subscription afterwards. Paid features (photo and PDF import) need it.
 */
export async function startFreeTrial(page: Page): Promise<void> {
  await page.goto('/subscription');
  const monthly = page.getByRole('region', { name: 'Monthly' });
  const start = monthly.getByRole('button', { name: 'Start Free Trial' });
  await expect(start).toBeEnabled({ timeout: patient(15_000) });
  const [checkout] = await Promise.all([page.context().waitForEvent('page'), start.click()]);
  await checkout.getByRole('button', { name: 'Start trial' }).click();
  await checkout.waitForURL(/\/subscription/);
  await checkout.close();
  await page.reload();
  await expect(page.getByText("You're on a free trial.")).toBeVisible({ timeout: patient(15_000) });
}

/** Opens the Add Recipe dialog (when it is not open) on one of its tabs; answers the dialog. */
export async function openAddRecipeTab(
  page: Page,
  tab: 'Manual' | 'URL' | 'PDF' | 'Image',
): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add Recipe' }).first().click();
  await dialog.getByRole('tab', { name: tab }).click();
  await expect(dialog.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  return dialog;
}

/**
 * Adds recipes through the API with the signed-in tab's own session (Amplify keeps the ID token in
 * localStorage), for stories whose subject is not adding recipes; answers their ids.
 */
export async function addRecipesAsUser(page: Page, recipes: Record<string, unknown>[]): Promise<string[]> {
  return page.evaluate(async (blocks) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const token = key ? localStorage.getItem(key) : null;
    const response = await fetch('/api/recipes', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ recipes: blocks }),
    });
    const body = (await response.json()) as { recipes: { id: string }[] };
    return body.recipes.map((recipe) => recipe.id);
  }, recipes);
}

/** A call to the API as the signed-in tab's cook (the ID token Amplify keeps in localStorage). */
export function callApiAsCook<T = Record<string, unknown>>(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${key ? localStorage.getItem(key) : ''}`,
          'content-type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json().catch(() => null)) as T };
    },
    { method, path, body },
  );
}

/** A test with a freshly registered and signed-in user on Home. */
export const test = base.extend<{ user: Account }>({
  user: async ({ page }, use) => {
    const account = newAccount();
    await registerAccount(account);
    await signIn(page, account.email, account.password);
    await use(account);
  },
});

export { expect };
