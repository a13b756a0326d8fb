import type { Locator, Page } from '@playwright/test';
import { patient } from '../support/patience';
import { choosePseudoLocale, pseudo, readScreen, type ScreenFindings, wordsOf } from './pseudo-scan';
import { adminAccount, callApiAsCook, expect, newAccount, signIn, test } from './support';

// Issue 37: the main screens in the pseudo-locale (every catalog word accented, in brackets, 40% longer),
// with real data on them, at a desktop and a phone width. A word in plain ASCII that is not the test's
// own data did not come through a catalog; text wider or taller than a box that clips it is cut off.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const stew = {
  title: "Grandma Ruth's Barley Stew",
  description: 'Thick and warming, for a cold evening.',
  servings: 4,
  ingredients: '2 cups pearl barley\n1 onion, diced\n500 g beef chuck',
  instructions: 'Brown the beef in the pot.\nSimmer the barley for 40 minutes.',
  visibility: 'public',
};
const traybake = {
  title: 'Lemon Drizzle Traybake',
  servings: 12,
  ingredients: '3 lemons\n250 g butter',
  instructions: 'Cream the butter.\nBake for 30 minutes.',
};
const plan = 'Week of stews';
const party = 'Supper with the Okafors';
const food = 'basmati rice';
const video = { title: 'Folding dumplings', description: 'Pleats, step by step.' };

/** A call to the API as the signed-in cook, which must succeed. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  const answer = await callApiAsCook(page, method, path, body);
  expect(answer.status, `${method} ${path}`).toBeLessThan(300);
  return answer.body;
}

/** Every string in an API answer: other people's data a screen lists (Community, the admin's users). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

class Tour {
  readonly findings: Record<string, Partial<ScreenFindings>> = {};
  constructor(
    private readonly page: Page,
    private readonly allowed: string[],
  ) {}

  private readonly answers: Promise<void>[] = [];

  allow(...texts: string[]) {
    this.allowed.push(...wordsOf(...texts));
  }

  /** Other people's data from now on: every string in the API's answers whose path matches. */
  allowAnswers(path: RegExp) {
    this.page.on('response', (response) => {
      if (!path.test(new URL(response.url()).pathname)) return;
      this.answers.push(
        response.json().then(
          (body: unknown) => this.allow(...stringsIn(body)),
          () => undefined,
        ),
      );
    });
  }

  /** Reads the screen at both widths once `ready` shows; the findings are kept under `name`. */
  async read(name: string, ready: Locator) {
    await expect(this.page.locator('html')).toHaveAttribute('lang', 'en-XA');
    await expect(ready).toBeVisible();
    await this.page.waitForLoadState('networkidle');
    await Promise.all(this.answers);
    for (const [width, size] of [
      ['desktop', DESKTOP],
      ['phone', PHONE],
    ] as const) {
      await this.page.setViewportSize(size);
      await expect(ready).toBeVisible();
      const { hardCoded, cutOff, sideways, catalogTexts } = await readScreen(this.page, this.allowed);
      expect(catalogTexts, `${name}: words from the catalogs, accented`).toBeGreaterThan(0);
      const found: Partial<ScreenFindings> = {};
      if (hardCoded.length > 0) found.hardCoded = hardCoded;
      if (cutOff.length > 0) found.cutOff = cutOff;
      if (sideways.length > 0) found.sideways = sideways;
      if (Object.keys(found).length > 0) this.findings[`${name} (${width})`] = found;
    }
    await this.page.setViewportSize(DESKTOP);
  }

  async visit(name: string, path: string, ready: (page: Page) => Locator) {
    await this.page.goto(path);
    await this.read(name, ready(this.page));
  }
}

test('the main screens speak only through the catalogs and nothing is cut off, in the pseudo-locale', async ({
  page,
}) => {
  // A sign-up, a dozen screens read twice each: minutes on a busy two-core machine.
  test.setTimeout(patient(300_000));
  await page.setViewportSize(DESKTOP);
  const cook = newAccount('pseudo');
  const tour = new Tour(page, []);
  // The avatar's initials are the display name's.
  tour.allow(
    cook.email,
    cook.displayName,
    wordsOf(cook.displayName)
      .map((word) => word[0])
      .join(''),
  );

  // Signed up in the pseudo-locale, the profile keeps no language (it is no interface language), so the
  // device's choice stands after sign-in.
  await page.goto('/auth?mode=signup');
  await choosePseudoLocale(page);
  await page.reload();
  const create = page.getByRole('button', { name: pseudo('Create Account') });
  await expect(create).toBeVisible();
  // The reading sees what it looks for: a planted English sentence, and a catalog's words in a box too
  // narrow for them.
  await page.evaluate(() => {
    const english = document.createElement('p');
    english.textContent = 'Planted words';
    const narrow = document.createElement('div');
    narrow.style.cssText = 'width: 3rem; overflow: hidden; white-space: nowrap';
    narrow.textContent = '[Ƥĺàńţēď ćũţ ōƒƒ······]';
    const holder = document.createElement('div');
    holder.id = 'planted';
    holder.append(english, narrow);
    document.body.append(holder);
  });
  const planted = await readScreen(page, []);
  expect(planted.hardCoded).toContainEqual(expect.stringContaining('Planted words'));
  expect(planted.cutOff).toContainEqual(expect.stringContaining('Ƥĺàńţēď ćũţ ōƒƒ'));
  await page.evaluate(() => document.getElementById('planted')?.remove());
  await tour.read('sign-up', create);
  await page.getByLabel(pseudo('Email')).fill(cook.email);
  await page.getByLabel(pseudo('Password')).fill(cook.password);
  await page.getByLabel(pseudo('Display name')).fill(cook.displayName);
  await create.click();
  await expect(page.getByText(pseudo('Account created, you can now log in'))).toBeVisible();
  await tour.read('sign-in', page.getByRole('button', { name: pseudo('Sign In') }));
  await page.getByLabel(pseudo('Email')).fill(cook.email);
  await page.getByLabel(pseudo('Password')).fill(cook.password);
  await page.getByRole('button', { name: pseudo('Sign In') }).click();
  await expect(page).toHaveURL(/\/$/);

  const [stewId, traybakeId] = (await api(page, 'POST', '/api/recipes', { recipes: [stew, traybake] }))
    .recipes as { id: string }[];
  tour.allow(...stringsIn([stew, traybake]), plan, party, food, video.title, video.description);
  await api(page, 'POST', '/api/shopping-list/recipes', { recipes: [{ recipeId: stewId?.id }] });
  await api(page, 'POST', '/api/shopping-list/items', { text: '2 lemons' });
  const today = new Date().toISOString().slice(0, 10);
  const { id: planId } = await api(page, 'POST', '/api/meal-plans', { name: plan, startDate: today });
  await api(page, 'POST', `/api/meal-plans/${planId}/recipes`, {
    recipeId: stewId?.id,
    dayOfWeek: 2,
    mealType: 'dinner',
  });
  const { id: partyId } = await api(page, 'POST', '/api/dinner-parties', { name: party, guestCount: 6 });
  await api(page, 'POST', `/api/dinner-parties/${partyId}/recipes`, {
    recipes: [{ recipeId: stewId?.id }, { recipeId: traybakeId?.id, courseType: 'dessert' }],
  });
  const kept = { food, amount: 2, unit: 'kg', place: 'cupboard' };
  await api(page, 'POST', '/api/pantry/items', kept);
  tour.allow(...stringsIn(kept));
  await api(page, 'POST', '/api/videos', {
    source: 'url',
    videoUrl: 'https://videos.example.com/folding-dumplings.mp4',
    ...video,
  });

  const title = (target: Page) => target.getByText(stew.title).first();
  await tour.visit('Home', '/', title);
  await page
    .getByRole('button', { name: pseudo('Add Recipe') })
    .first()
    .click();
  await tour.read('Add Recipe', page.getByRole('dialog'));
  await page.keyboard.press('Escape');

  await tour.visit('recipe', `/recipe/${stewId?.id}`, (target) =>
    target.getByRole('heading', { level: 1, name: stew.title }),
  );
  await page.getByRole('button', { name: pseudo('Cook Mode') }).click();
  await tour.read('Cook Mode', page.getByRole('dialog').getByText('Brown the beef in the pot.'));
  await page.keyboard.press('Escape');

  await tour.visit('shopping list', '/shopping-list', (target) => target.getByText(/pearl barley/).first());
  await tour.visit('meal plans', '/meal-plans', (target) => target.getByText(plan).first());
  await tour.visit('meal plan', `/meal-plan/${planId}`, (target) => target.getByText(stew.title).first());
  // The shell's components a feature draws (lingui.config.ts's SHARED_WORDS) speak through its catalog.
  await page.getByRole('button', { name: pseudo('Mark ') }).click();
  await tour.read('Mark cooked', page.getByRole('dialog').getByLabel(pseudo('Day')));
  await page.keyboard.press('Escape');
  await tour.visit('dinner parties', '/dinner-parties', (target) => target.getByText(party).first());
  await tour.visit('dinner party', `/dinner-party/${partyId}`, (target) =>
    target.getByText(traybake.title).first(),
  );
  await page.getByRole('button', { name: pseudo('Add Recipes') }).click();
  await tour.read(
    'Add Recipes to a menu',
    page.getByRole('dialog').getByLabel(pseudo('Search your recipes')),
  );
  await page.keyboard.press('Escape');
  tour.allowAnswers(/^\/api\/community\//);
  await tour.visit('Community', '/community', title);
  await tour.visit('finder', '/ingredient-search', (target) => target.getByRole('heading', { level: 1 }));
  await tour.visit('pantry', '/pantry', (target) => target.getByText(food).first());
  await tour.visit('videos', '/video-tutorials', (target) => target.getByText(video.title).first());
  // The household's name was made at sign-up from the display name (defaultHouseholdName in contracts/households.ts, in English).
  tour.allowAnswers(/^\/api\/household$/);
  await tour.visit('household', '/household', (target) => target.getByRole('heading', { level: 1 }));
  await tour.visit('cooked', '/cooked', (target) => target.getByRole('heading', { level: 1 }));

  await page.goto('/');
  await page.getByRole('button', { name: pseudo('Account menu') }).click();
  await tour.read('account menu', page.getByRole('menu'));
  await page.getByRole('menuitem', { name: pseudo('My Account') }).click();
  const account = page.getByRole('dialog', { name: pseudo('My Account') });
  await tour.read('My Account', account.getByText(cook.email));
  await account.getByRole('button', { name: pseudo('Delete my account') }).click();
  await tour.read('Delete account', page.getByRole('dialog', { name: pseudo('Delete your account?') }));
  await page.keyboard.press('Escape');
  await account.getByRole('button', { name: pseudo('Sign out of all devices') }).click();
  await tour.read('Sign out everywhere', page.getByRole('alertdialog'));
  await page.keyboard.press('Escape');
  await account.getByRole('button', { name: pseudo('Set up two-step sign-in') }).click();
  await tour.read('two-step set-up', account.getByRole('button', { name: pseudo('Turn on') }));
  await page.keyboard.press('Escape');

  await tour.visit('change e-mail', '/auth?change-email=true', (target) =>
    target.getByRole('button', { name: pseudo('Send Code') }),
  );
  await tour.visit('subscription', '/subscription', (target) => target.getByRole('heading', { level: 1 }));
  await tour.visit('import a collection', '/import-collection', (target) =>
    target.getByRole('heading', { level: 1 }),
  );
  await tour.visit('how it works', '/how-it-works', (target) => target.getByRole('heading', { level: 1 }));

  expect(tour.findings, 'hard-coded text and cut-off text in the pseudo-locale').toEqual({});
});

test('the admin panel speaks only through the catalogs in the pseudo-locale', async ({ page }) => {
  test.setTimeout(patient(120_000));
  await page.setViewportSize(DESKTOP);
  const admin = adminAccount();
  // The admin's profile keeps English, which would win over this device's choice: the profile reaches
  // this page without it.
  await page.route('**/api/me', async (route) => {
    const response = await route.fetch();
    const { language: _english, ...profile } = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: profile });
  });
  await signIn(page, admin.email, admin.password, admin.totpSecret);
  await choosePseudoLocale(page);
  const tour = new Tour(page, wordsOf(admin.email));
  tour.allowAnswers(/^\/api\/admin\//);
  await tour.visit('admin', '/admin', (target) => target.getByRole('heading', { level: 1 }));
  expect(tour.findings, 'hard-coded text and cut-off text in the pseudo-locale').toEqual({});
});
