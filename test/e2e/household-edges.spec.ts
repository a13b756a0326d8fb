import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';
import { paprikaCollection } from '../support/collection-files';
import { liveSockets, pollingOff, pushedKinds } from './live';
import {
  type Account,
  addRecipesAsUser,
  expect,
  newAccount,
  openAccountMenu,
  registerAccount,
  signIn,
  test,
  waitForMailLink,
} from './support';

// Households at the edges (issue 32), as people meet them: what a member was given stops when trust ends.
// A removed member's saved calendar link stops answering; an import a removed member had under way cannot
// begin, and they are told why; "Sign out of all devices" in one tab closes the live list open in
// another (signed in elsewhere, its token not yet expired): the list stops updating and asks to sign in.

test.use({ reducedMotion: 'reduce' });

/** The server's use-time checks answer within 5 s of the event (capability-registry.ts). */
const WITHIN_MS = 5_000;

/**
 * Holds every request `page` makes to `url` until `release()`, as a slow network would; `asked` settles
 * when the first arrives, and `requests` lists them all (the released ones too).
 */
async function holdRequests(page: Page, url: string) {
  let arrived!: () => void;
  const asked = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: Request[] = [];
  await page.route(url, async (route) => {
    requests.push(route.request());
    arrived();
    await released;
    await route.continue();
  });
  return { asked, release, requests };
}

/** The owner (signed in on `page`) invites a new person, who signs up in a browser of their own and joins. */
async function joinedMember(
  page: Page,
  browser: Browser,
  request: APIRequestContext,
): Promise<{ member: Account; context: BrowserContext; other: Page }> {
  const member = newAccount('member');
  await page.goto('/household');
  await page.getByLabel('E-mail address').fill(member.email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${member.email}`)).toBeVisible();
  const link = await waitForMailLink(request, member.email, /\/join\//);
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const other = await context.newPage();
  await registerAccount(member);
  await signIn(other, member.email, member.password);
  await other.goto(new URL(link).pathname);
  await other.getByRole('button', { name: /^Join / }).click();
  await expect(other.getByText(/^Welcome to /).first()).toBeVisible();
  await expect(other).toHaveURL(/\/$/);
  return { member, context, other };
}

/** The owner removes `member` from the Household page, confirming. */
async function removeMember(page: Page, member: Account): Promise<void> {
  await page.goto('/household');
  await page.getByRole('button', { name: `Remove ${member.displayName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText(`${member.displayName} was removed from the household`)).toBeVisible();
}

test("a removed member's saved calendar link stops answering", async ({
  page,
  browser,
  request,
  user: _owner,
}) => {
  test.slow();
  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'New Meal Plan' }).click();
  const create = page.getByRole('dialog', { name: 'New Meal Plan' });
  await create.getByLabel('Plan name').fill('Family week');
  await create.getByLabel('Start date').fill('2026-11-23');
  await create.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Family week' })).toBeVisible();

  // The member copies the plan's calendar link into their phone's calendar; it answers.
  const { member, context, other } = await joinedMember(page, browser, request);
  await other.goto('/meal-plans');
  await other.getByRole('link', { name: /Family week/ }).click();
  await other.getByRole('button', { name: 'Get calendar link' }).click();
  const saved = await other.getByLabel('Calendar link').inputValue();
  expect(saved).toMatch(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const before = await request.get(saved);
  expect(before.status()).toBe(200);
  expect(await before.text()).toContain('BEGIN:VCALENDAR');

  // The owner removes them: the link they kept stops answering (no calendar, not the plan) within 5 s.
  await removeMember(page, member);
  await expect
    .poll(async () => (await request.get(saved)).status(), { timeout: WITHIN_MS, intervals: [250] })
    .toBe(404);
  expect(await (await request.get(saved)).text()).not.toContain('BEGIN:VCALENDAR');

  // The household's own calendar goes on, at a new address the plan shows the owner.
  await page.goto('/meal-plans');
  await page.getByRole('link', { name: /Family week/ }).click();
  const link = page.getByLabel('Calendar link');
  await expect(link).toHaveValue(/\/api\/calendar\/[\w-]{43}\.ics$/);
  const renewed = await link.inputValue();
  expect(renewed).not.toBe(saved);
  expect((await request.get(renewed)).status()).toBe(200);
  await context.close();
});

test("a removed member's unfinished collection import cannot begin, and they are told why", async ({
  page,
  browser,
  request,
  user: _owner,
}) => {
  test.slow();
  await addRecipesAsUser(page, [{ title: 'Grandma Soup', ingredients: '1 onion' }]);
  const { member, context, other } = await joinedMember(page, browser, request);
  await addRecipesAsUser(other, [{ title: 'Ben Pie', ingredients: '2 apples' }]);

  // The member starts importing their Paprika file; the upload is still going (its last step, begin, is
  // held back here) when the owner removes them. Then it completes, as a slow upload would.
  const begin = await holdRequests(other, '**/api/imports/*/begin');
  await other.goto('/import-collection');
  await other.getByLabel('Collection file').setInputFiles({
    name: 'Our recipes.paprikarecipes',
    mimeType: 'application/octet-stream',
    buffer: Buffer.from(paprikaCollection(3)),
  });
  await other.getByRole('button', { name: 'Import' }).click();
  await begin.asked;

  await removeMember(page, member);
  begin.release();

  // The member is told why, and stays on the import page; nothing was imported anywhere.
  await expect(other.getByRole('alert')).toHaveText("You're no longer in this household");
  await expect(other).toHaveURL(/\/import-collection$/);
  await other.goto('/');
  await expect(other.getByRole('article', { name: 'Ben Pie' })).toBeVisible();
  await expect(other.getByRole('article', { name: 'Family recipe 1' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Grandma Soup' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Family recipe 1' })).toHaveCount(0);
  await context.close();
});

/** "Sign out of all devices", from Home's account menu: the tab says so and asks to sign in. */
async function signOutEverywhere(page: Page): Promise<void> {
  await page.goto('/');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('button', { name: 'Sign out of all devices' })
    .click();
  await page
    .getByRole('alertdialog', { name: 'Sign out of all devices?' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByText('Signed out of all devices')).toBeVisible();
}

test("sign out everywhere closes another tab's live list: it stops updating and asks to sign in", async ({
  page,
  browser,
  user,
}) => {
  test.slow();
  // The other tab, on the laptop: the shopping list open, updated only by pushes.
  const laptop = await browser.newContext({ reducedMotion: 'reduce' });
  const other = await laptop.newPage();
  await pollingOff(other);
  const pushed = pushedKinds(other);
  const sockets = liveSockets(other);
  await signIn(other, user.email, user.password);
  // The list's page's own sockets (a page left behind reports no close for its socket).
  const opened = sockets.length;
  const listSockets = () => sockets.slice(opened);
  await other.goto('/shopping-list');
  await expect(other.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();
  await expect.poll(() => listSockets().filter((watched) => !watched.closed).length).toBeGreaterThan(0);

  // A change in this tab reaches the other one, pushed.
  await page.goto('/shopping-list');
  await page.getByLabel('Add an item').fill('milk');
  await page.keyboard.press('Enter');
  await expect(other.getByText('milk', { exact: true })).toBeVisible({ timeout: 2_000 });
  expect(pushed).toContain('shopping');

  // Sign out of all devices, here.
  await signOutEverywhere(page);

  // The other tab's socket is closed by the server, and the tab, untouched, asks to sign in.
  await expect
    .poll(() => listSockets().every((watched) => watched.closed), { timeout: WITHIN_MS, intervals: [100] })
    .toBe(true);
  await expect(other).toHaveURL(/\/auth\?next=%2Fshopping-list$/, { timeout: WITHIN_MS });
  await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(other.getByText('Your session has ended. Please sign in again.')).toBeVisible();

  // It stops updating: a change made after signing in again here reaches nothing there.
  const pushesBefore = pushed.length;
  const socketsBefore = sockets.length;
  await signIn(page, user.email, user.password);
  await page.goto('/shopping-list');
  await page.getByLabel('Add an item').fill('eggs');
  await page.keyboard.press('Enter');
  await expect(page.getByText('eggs', { exact: true })).toBeVisible();
  await other.waitForTimeout(2_000);
  expect(pushed.length).toBe(pushesBefore);
  expect(sockets.length).toBe(socketsBefore);
  await expect(other.getByText('eggs', { exact: true })).toHaveCount(0);
  await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await laptop.close();
});

test('a request of an ended session answered after signing in again, in another tab of the same browser, keeps the new sign-in', async ({
  page,
  user,
}) => {
  test.slow();
  // A second tab of the same browser (the tabs share the stored session) has the list open.
  const other = await page.context().newPage();
  await other.goto('/shopping-list');
  await expect(other.getByRole('heading', { name: 'Your shopping list is empty' })).toBeVisible();

  // Its next addition is held on the way, carrying the session about to end.
  const adding = await holdRequests(other, '**/api/shopping-list/items');
  await other.getByLabel('Add an item').fill('milk');
  await other.keyboard.press('Enter');
  await adding.asked;

  // Meanwhile, in this tab: sign out of all devices, then sign in again.
  await signOutEverywhere(page);
  await signIn(page, user.email, user.password);

  // The held addition reaches the server late: refused for the ended session, it is sent again with
  // the new one (not the reason to sign this browser out again).
  const added = other.waitForResponse(
    (response) => response.url().endsWith('/api/shopping-list/items') && response.ok(),
  );
  adding.release();
  await added;
  const tokens = adding.requests.map((request) => request.headers().authorization ?? '');
  expect(tokens).toHaveLength(2);
  expect(tokens[1]).not.toBe(tokens[0]);

  // This tab is still signed in, and the list has the addition once.
  await page.goto('/shopping-list');
  await expect(page).toHaveURL(/\/shopping-list$/);
  await expect(page.getByText('milk', { exact: true })).toHaveCount(1);
  await page.reload();
  await expect(page.getByText('milk', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/shopping-list$/);
});
