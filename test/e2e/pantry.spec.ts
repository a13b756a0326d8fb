import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, signIn, test } from './support';

// The pantry offline needs the service worker (the suite blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

// The pantry (issue 38), as a household meets it: a member puts eggs and flour in the pantry; the
// finder's "Cook from what we have" ranks a pancake recipe first; adding it to the list marks eggs as
// already at home; a line ticked as bought goes into the pantry; a food is removed after a confirmation;
// Cook Mode's end takes what was cooked out.

test.use({ reducedMotion: 'reduce' });

test('eggs and flour in the pantry rank pancakes first, and the list says the eggs are at home', async ({
  page,
  user: _user,
}) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [pancakesId] = await addRecipesAsUser(page, [
    {
      title: 'Pancakes',
      servings: 4,
      ingredients: '2 eggs\n1 cup flour\n1 cup milk\n1 pinch salt',
      instructions: 'Whisk everything together.\nFry in a hot pan.',
    },
    { title: 'Cheese Omelette', ingredients: '3 eggs\n50 g cheese\n1 tbsp butter' },
    { title: 'Beef Stew', ingredients: '1 kg beef\n2 carrots\n1 onion' },
  ]);

  await page
    .getByRole('navigation', { name: 'Explore Hearth' })
    .getByRole('link', { name: 'Pantry' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pantry' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your pantry is empty' })).toBeVisible();

  const add = page.getByRole('region', { name: 'Add to the pantry' });
  await add.getByLabel('Food').fill('6 eggs');
  await add.getByLabel('Place').selectOption('Fridge');
  await add.getByLabel('Best before').fill('2026-12-10');
  await add.getByRole('button', { name: 'Add' }).click();
  const fridge = page.getByRole('list', { name: 'Fridge' });
  await expect(fridge.getByRole('listitem').filter({ hasText: 'eggs' })).toContainText('eggs · 6');
  await expect(add.getByLabel('Food')).toHaveValue('');
  await add.getByLabel('Food').fill('flour');
  await add.getByLabel('Place').selectOption('Cupboard');
  await add.getByRole('button', { name: 'Add' }).click();
  const cupboard = page.getByRole('list', { name: 'Cupboard' });
  await expect(cupboard.getByRole('listitem').filter({ hasText: 'flour' })).toBeVisible();
  await expect(page.getByText('2 foods at home')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Editing a food: how much flour there is.
  await page.getByRole('button', { name: 'Edit flour' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit flour' });
  await edit.getByLabel('Amount').fill('500');
  await edit.getByLabel('Unit').fill('g');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(cupboard.getByRole('listitem').filter({ hasText: 'flour' })).toContainText('500 g');

  await page.getByRole('link', { name: 'Cook from what we have' }).click();
  await expect(page.getByRole('heading', { name: 'From what we have' })).toBeVisible();
  const matches = page.getByRole('list', { name: 'Matching recipes from your collection' });
  await expect(matches.getByRole('article').first()).toContainText('Pancakes');
  await expect(matches.getByRole('article')).toHaveCount(2);
  await expect(matches.getByRole('article').first()).toContainText('Uses food best before');
  await expect(matches).not.toContainText('Beef Stew');
  expect(await seriousViolations(page)).toEqual([]);

  await matches.getByRole('link', { name: 'Pancakes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pancakes' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Ingredients added to shopping list')).toBeVisible();

  await page.goto('/shopping-list');
  const eggs = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: '2 eggs' }) });
  await expect(eggs).toContainText('You have 6 eggs');
  const milk = page.getByRole('listitem').filter({ has: page.getByRole('checkbox', { name: '1 cup milk' }) });
  await expect(milk).not.toContainText('You have');
  expect(await seriousViolations(page)).toEqual([]);

  // Ticking the milk as bought offers to put it in the pantry.
  await page.getByRole('checkbox', { name: '1 cup milk' }).check();
  await milk.getByRole('button', { name: 'Put 1 cup milk in the pantry' }).click();
  await expect(milk.getByRole('status')).toHaveText('In the pantry (fridge)');

  await page.goto('/pantry');
  await expect(
    page.getByRole('list', { name: 'Fridge' }).getByRole('listitem').filter({ hasText: 'milk' }),
  ).toContainText('milk · 1 cup');

  // Cook Mode's end takes what the pancakes used out of the pantry.
  await page.goto(`/recipe/${pancakesId}`);
  await page.getByRole('button', { name: 'Cook Mode' }).click();
  const cook = page.getByRole('dialog', { name: 'Cook Mode' });
  await cook.getByRole('button', { name: 'Next' }).click();
  await cook.getByRole('button', { name: 'Take the ingredients out of the pantry' }).click();
  await expect(cook.getByRole('status').filter({ hasText: 'Taken out of the pantry' })).toContainText('eggs');
  await cook.getByRole('button', { name: 'Exit Cook Mode' }).click();

  await page.goto('/pantry');
  await expect(
    page.getByRole('list', { name: 'Fridge' }).getByRole('listitem').filter({ hasText: 'eggs' }),
  ).toContainText('eggs · 4');

  // Removing asks first; Cancel keeps the food.
  await page.getByRole('button', { name: 'Remove flour' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove flour?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Cupboard' })).toContainText('flour');
  await page.getByRole('button', { name: 'Remove flour' }).click();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Removed from the pantry')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cupboard' })).toBeHidden();
});

test('the pantry fits a phone screen', async ({ page, user: _user }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/pantry');
  const add = page.getByRole('region', { name: 'Add to the pantry' });
  await add.getByLabel('Food').fill('2 lemons');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByRole('list', { name: 'Fridge' })).toContainText('lemons');
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await expect(page.getByRole('button', { name: 'Remove lemons' })).toBeInViewport();
});

async function controlledByWorker(page: Page) {
  await page.evaluate(async () => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

test('a change, an addition and a removal made offline survive a reload and are sent when the connection returns', async ({
  page,
  context,
  browser,
  user,
}) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  await controlledByWorker(page);
  await page.goto('/pantry');
  const add = page.getByRole('region', { name: 'Add to the pantry' });
  for (const food of ['6 eggs', 'butter']) {
    await add.getByLabel('Food').fill(food);
    await add.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByRole('list', { name: 'Fridge' })).toContainText(food.replace('6 ', ''));
  }
  const waiting = page.getByRole('status').filter({ hasText: 'Offline: changes will sync' });

  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Edit eggs' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit eggs' });
  await edit.getByLabel('Amount').fill('4');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('list', { name: 'Fridge' })).toContainText('eggs · 4');
  await page.getByRole('button', { name: 'Remove butter' }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove butter?' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(page.getByRole('button', { name: 'Remove butter' })).toBeHidden();
  await add.getByLabel('Food').fill('2 lemons');
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(waiting).toContainText('3 waiting');

  await page.reload();
  await expect(waiting).toContainText('3 waiting');
  await expect(page.getByRole('list', { name: 'Fridge' })).toContainText('eggs · 4');

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'Offline' })).toBeHidden();
  await expect(page.getByRole('list', { name: 'Fridge' })).toContainText('lemons');

  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await signIn(other, user.email, user.password);
  await other.goto('/pantry');
  const fridge = other.getByRole('list', { name: 'Fridge' });
  await expect(fridge).toContainText('eggs · 4');
  await expect(fridge).toContainText('lemons · 2');
  await expect(fridge).not.toContainText('butter');
  await otherDevice.close();
});
