import { addRecipesAsUser, expect, test as signedInTest } from './support';

// Issue 19, Cook Mode: each step shows the ingredients it uses, and several timers run at once in the
// tray, each named after its step.

const test = signedInTest.extend<{ onHome: undefined }>({
  onHome: [
    async ({ page, user: _signedIn }, use) => {
      await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
      await use(undefined);
    },
    { auto: true },
  ],
});

// The installed kitchen: these stories need the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

test('a timer that ends while the page is hidden rings as a notification', async ({ page, context }) => {
  await context.grantPermissions(['notifications']);
  // What the page asks the service worker to show, as it asks it. Whether the platform then keeps it
  // is the platform's: headless Chromium on a busy Linux machine now and then drops a shown notification
  // from getNotifications(), so the request is checked here, and a refusal would be recorded as such.
  await page.addInitScript(() => {
    const asked: string[] = [];
    Object.assign(window, { hearthNotifications: asked });
    const show = ServiceWorkerRegistration.prototype.showNotification;
    ServiceWorkerRegistration.prototype.showNotification = function (title, options) {
      return show.call(this, title, options).then(
        () => void asked.push(`${title} ${options?.body}`),
        (error: Error) => {
          asked.push(`refused: ${error.message}`);
          throw error;
        },
      );
    };
  });
  const [id] = await addRecipesAsUser(page, [
    { title: 'Soft Eggs', instructions: 'Boil the eggs 6 minutes.' },
  ]);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.clock.install();
  await page.goto(`/recipe/${id}`);
  await page.evaluate(async () => navigator.serviceWorker.ready);
  await page.getByRole('button', { name: 'Cook Mode' }).click();
  await page.getByRole('button', { name: 'Start 6 minute timer' }).click();

  // The screen goes off: the page is hidden while the timer runs out.
  await page.evaluate(() =>
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true }),
  );
  await page.clock.fastForward('06:01');
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { hearthNotifications: string[] }).hearthNotifications),
    )
    .toEqual(["Time's up! Step 1, 6 minute timer"]);
  // The timer's tray says so too, for when the cook looks back at the screen.
  await expect(page.getByText("Time's up", { exact: true }).first()).toBeVisible();
});

test('each step lists its ingredients, and timers from two steps run side by side', async ({ page }) => {
  const [id] = await addRecipesAsUser(page, [
    {
      title: 'Rice and Peas',
      servings: 2,
      ingredients: '1 cup long-grain white rice\n2 cups water\n1 cup frozen peas\n1 tbsp butter',
      instructions:
        'Simmer the rice in the water for 18 minutes.\nSteam the peas 5 minutes, then stir in the butter.',
    },
  ]);
  await page.goto(`/recipe/${id}`);
  await page.getByRole('button', { name: 'Cook Mode' }).click();
  const cook = page.getByRole('dialog', { name: 'Cook Mode' });

  const forThisStep = cook.getByRole('list', { name: 'For this step' });
  await expect(forThisStep.getByRole('listitem')).toHaveText(['1 cup long-grain white rice']);
  await cook.getByRole('button', { name: 'Start 18 minute timer' }).click();

  await cook.getByRole('button', { name: 'Next' }).click();
  await expect(forThisStep.getByRole('listitem')).toHaveText(['1 cup frozen peas', '1 tbsp butter']);
  await cook.getByRole('button', { name: 'Start 5 minute timer' }).click();

  const tray = cook.getByRole('region', { name: 'Timers' });
  await expect(tray.getByRole('timer')).toHaveCount(2);
  await expect(tray.getByRole('timer', { name: 'Step 1, 18 minute timer remaining' })).toBeVisible();
  await expect(tray.getByRole('timer', { name: 'Step 2, 5 minute timer remaining' })).toBeVisible();
});
