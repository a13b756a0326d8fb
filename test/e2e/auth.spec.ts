import type { Page } from '@playwright/test';
import { expect, newAccount, signIn, signOut, signUp, test } from './support';

/** The page's calls to Cognito, from now on: a form that stops bad input sends none. */
function cognitoCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/cognito')) calls.push(request.url());
  });
  return calls;
}

test.describe('signing up and signing in', () => {
  test('a new cook signs up, signs in and lands on an empty Home', async ({ page }) => {
    const account = newAccount('newcomer');
    await signUp(page, account);

    // The sign-in form remembers the address just registered.
    await expect(page.getByLabel('Email')).toHaveValue(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Welcome back', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await expect(page.getByText(account.displayName)).toBeVisible();
  });

  test('a wrong password shows an Error toast and stays on the sign-in form', async ({ page }) => {
    const account = newAccount('forgetful');
    await signUp(page, account);
    await page.getByLabel('Password', { exact: true }).fill('not-the-right-one-1A!');
    await page.getByRole('button', { name: 'Sign In' }).click();

    const toast = page.getByRole('listitem').filter({ hasText: 'Error' });
    await expect(toast).toBeVisible();
    await expect(toast).not.toHaveText(/^Error$/); // the server's message is shown under the title
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('empty email and password are stopped before anything is sent', async ({ page }) => {
    const cognito = cognitoCalls(page);
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/auth$/);
    expect(cognito).toEqual([]);
  });

  test('the sign-up and reset forms say what is wrong before anything is sent', async ({ page }) => {
    const cognito = cognitoCalls(page);
    await page.goto('/auth');
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await page.getByLabel('Email').fill('cook.example.com');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Use at least 8 characters')).toBeVisible();

    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    expect(cognito).toEqual([]);
  });

  test('the password can be shown and hidden again', async ({ page }) => {
    await page.goto('/auth');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-Pw1!');
    await expect(password).toHaveAttribute('type', 'password');

    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('secret-Pw1!');

    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the mode links move between sign in, sign up and forgot password', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: "Don't have an account? Sign up" }).click();
    await expect(page.getByRole('heading', { name: 'Create Account' })).toBeVisible();
    await expect(page.getByLabel('Display name')).toBeVisible();

    await page.getByRole('link', { name: 'Already have an account? Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });
});

test.describe('the session', () => {
  test('a signed-in cook who opens /auth is sent Home', async ({ page, user: _signedIn }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
  });

  test('signing out returns to /auth and guarded screens send visitors there', async ({ page, user }) => {
    await signOut(page);
    // Stored tokens are gone, not just hidden.
    const storedTokens = await page.evaluate(() =>
      Object.keys(localStorage).filter((key) => key.startsWith('CognitoIdentityServiceProvider')),
    );
    expect(storedTokens.filter((key) => key.endsWith('idToken') || key.endsWith('refreshToken'))).toEqual([]);

    for (const path of ['/', '/meal-plans', '/shopping-list', '/admin', '/recipe/abc']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth(\?next=.*)?$/);
      await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    }

    // After signing in from a redirect, the cook lands where they were going.
    await page.goto('/meal-plans');
    await expect(page).toHaveURL(/\/auth\?next=%2Fmeal-plans$/);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/meal-plans$/);
    await expect(page.getByRole('heading', { name: 'Meal Plans', exact: true })).toBeVisible();
  });

  test('tokens that expired while the tab was hidden are refreshed when it is shown again', async ({
    page,
    user,
  }) => {
    const readIdToken = () =>
      page.evaluate(() => {
        const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
        return key ? localStorage.getItem(key) : null;
      });
    const before = await readIdToken();
    expect(before).toBeTruthy();

    // The refresh is seen on the wire (a Cognito call carrying the refresh token) and the tab keeps
    // what it answered: no waiting for the clock to tick over so that the new token differs.
    const refreshed = page.waitForResponse((response) => {
      const target = response.request().headers()['x-amz-target'] ?? '';
      return (
        target.startsWith('AWSCognitoIdentityProviderService.') &&
        /REFRESH_TOKEN|RefreshToken/.test(response.request().postData() ?? '')
      );
    });
    // Pretend two hours passed while the tab was in the background: Amplify judges expiry by
    // the stored clock drift, so the tokens now look expired without waiting for real.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.clockDrift'));
      if (key) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
      const setVisibility = (state: 'hidden' | 'visible') => {
        Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
        document.dispatchEvent(new Event('visibilitychange'));
      };
      setVisibility('hidden');
      setVisibility('visible');
    });

    const answer = await refreshed;
    expect(answer.status()).toBe(200);
    const { AuthenticationResult } = (await answer.json()) as { AuthenticationResult: { IdToken: string } };
    await expect.poll(readIdToken).toBe(AuthenticationResult.IdToken);
    await expect(page).toHaveURL(/\/$/);

    // The refreshed session is accepted by the API.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'My Account' }).click();
    await page.getByRole('dialog').getByLabel('Display name').fill(`${user.displayName} again`);
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Display name saved')).toBeVisible();
  });

  test('tokens gone stale are refreshed behind the screens: a cook moves on without waiting for Cognito', async ({
    page,
    user: _signedIn,
  }) => {
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    // Cognito is slow to answer the refresh (a poor connection): it is held until the screen is seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let refreshes = 0;
    await page.route(
      (url) => !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/assets/'),
      async (route) => {
        const request = route.request();
        const refresh =
          (request.headers()['x-amz-target'] ?? '').startsWith('AWSCognitoIdentityProviderService.') &&
          /REFRESH_TOKEN|RefreshToken/.test(request.postData() ?? '');
        if (!refresh) return route.fallback();
        refreshes += 1;
        await held;
        return route.fallback();
      },
    );
    // The tokens now look expired to this tab (Amplify judges by the stored clock drift).
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith('.clockDrift'));
      if (key) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
    });

    // Whether the page-wide spinner ever takes the screen's place on the way (it holds a screen whose
    // guard has no answer yet).
    await page.evaluate(() => {
      const seen = window as unknown as { pageSpinnerSeen: boolean };
      seen.pageSpinnerSeen = false;
      new MutationObserver(() => {
        for (const status of document.querySelectorAll('[role="status"]'))
          if (status.textContent?.trim() === 'Loading') seen.pageSpinnerSeen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    });

    await page
      .getByRole('link', { name: /Meal Plans/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/meal-plans$/);
    await expect(page.getByRole('heading', { name: 'Meal Plans', exact: true })).toBeVisible();
    await expect.poll(() => refreshes).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { pageSpinnerSeen: boolean }).pageSpinnerSeen),
    ).toBe(false);

    // The refresh comes through: the screen's data, asked with the new tokens, arrives.
    release();
    await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
    await expect(page).toHaveURL(/\/meal-plans$/);
  });

  test('a session that can no longer be refreshed sends the cook to sign in', async ({ page, user }) => {
    await page
      .getByRole('link', { name: /Meal Plans/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/meal-plans$/);
    await page.evaluate(() => {
      for (const key of Object.keys(localStorage)) {
        if (key.endsWith('.refreshToken')) localStorage.setItem(key, 'revoked-refresh-token');
        if (key.endsWith('.clockDrift')) localStorage.setItem(key, String(2 * 60 * 60 * 1000));
      }
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await expect(page).toHaveURL(/\/auth\?next=%2Fmeal-plans$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    // Signed in again, the cook is back where the session ended.
    await signIn(page, user.email, user.password, undefined, /\/meal-plans$/);
    await expect(page.getByRole('heading', { name: 'No meal plans yet' })).toBeVisible();
  });

  test('a signed-in cook can still sign in afresh after a reload', async ({ page, user }) => {
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await signOut(page);
    await signIn(page, user.email, user.password);
  });
});
