import { seriousViolations } from './axe';
import {
  addRecipesAsUser,
  callApiAsCook,
  expect,
  newAccount,
  registerAccount,
  signIn,
  test,
  waitForMailLink,
} from './support';

// "Make my version" (issue 39): a member of the household makes their own version of a family recipe,
// changes a line of it, and each recipe shows its link to the other.

test.use({ reducedMotion: 'reduce' });

test('a member makes their own version, changes a line, and both recipes show their link', async ({
  page,
  browser,
  request,
  user: _signedIn,
}) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [stew] = await addRecipesAsUser(page, [
    { title: "Grandma's Stew", ingredients: '1 kg beef\n2 tsp salt\n3 carrots', instructions: 'Simmer.' },
  ]);

  // Sam joins the household through an invitation, as a family does.
  const sam = newAccount('sam');
  const invited = await page.evaluate(async (email) => {
    const key = Object.keys(localStorage).find((name) => name.endsWith('.idToken'));
    const response = await fetch('/api/household/invitations', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem(key ?? '')}`,
      },
      body: JSON.stringify({ email }),
    });
    return response.status;
  }, sam.email);
  expect(invited).toBe(201);
  const link = await waitForMailLink(request, sam.email, /\/join\//);
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  const other = await context.newPage();
  await registerAccount(sam);
  await signIn(other, sam.email, sam.password);
  await other.goto(new URL(link).pathname);
  await other.getByRole('button', { name: /^Join / }).click();
  await expect(other).toHaveURL(/\/$/);

  // Sam makes a version of Grandma's stew and takes a teaspoon of salt out of it.
  await other.goto(`/recipe/${stew}`);
  await expect(other.getByRole('heading', { level: 1, name: "Grandma's Stew" })).toBeVisible();
  await other.getByRole('button', { name: 'Make my version' }).click();
  const make = other.getByRole('dialog', { name: 'Make my version' });
  // The title is checked with the contract's schema (loaded at the form's first check) before sending.
  await make.getByLabel('Title of your version').fill('');
  await make.getByRole('button', { name: 'Make my version' }).click();
  await expect(make.getByText('Give your version a title')).toBeVisible();
  await make.getByLabel('Title of your version').fill("Grandma's Stew — less salt (Sam)");
  await make.getByRole('button', { name: 'Make my version' }).click();
  await expect(other.getByText('Your version is saved')).toBeVisible();
  await expect(
    other.getByRole('heading', { level: 1, name: "Grandma's Stew — less salt (Sam)" }),
  ).toBeVisible();

  await other.getByRole('button', { name: 'Edit recipe' }).click();
  const edit = other.getByRole('dialog', { name: 'Edit recipe' });
  await edit.getByLabel('Ingredients').fill('1 kg beef\n1 tsp salt\n3 carrots');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(other.getByText('Recipe updated successfully')).toBeVisible();

  // The variant names where it came from, and links back.
  await expect(other.getByText("A version of Grandma's Stew, made from its version 1")).toBeVisible();
  await other.getByRole('link', { name: "Grandma's Stew", exact: true }).click();
  await expect(other.getByRole('heading', { level: 1, name: "Grandma's Stew" })).toBeVisible();

  // The original shows its family to its owner, and leads to Sam's version.
  await page.goto(`/recipe/${stew}`);
  const family = page.getByRole('region', { name: '2 versions in this family' });
  await expect(family).toBeVisible();
  await family.getByRole('link', { name: "Grandma's Stew — less salt (Sam)" }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: "Grandma's Stew — less salt (Sam)" }),
  ).toBeVisible();
  await expect(page.getByText('1 tsp salt')).toBeVisible();
  await context.close();
});

// The original changes after the version was made (issue 39): the version's page shows each change as the
// history shows it; its owner takes one line in, leaves the other, and the version shows what it took.
test("a version takes in one of its original's later changes and leaves the other", async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
  const [stew] = await addRecipesAsUser(page, [
    { title: 'Sunday Stew', ingredients: '1 kg beef\n2 tsp salt\n3 carrots', instructions: 'Simmer.' },
  ]);
  await page.goto(`/recipe/${stew}`);
  await page.getByRole('button', { name: 'Make my version' }).click();
  const make = page.getByRole('dialog', { name: 'Make my version' });
  await make.getByLabel('Title of your version').fill('Sunday Stew, my way');
  await make.getByRole('button', { name: 'Make my version' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sunday Stew, my way' })).toBeVisible();
  const variantUrl = page.url();
  // Nothing to take yet.
  await expect(page.getByRole('region', { name: 'The original changed since your version' })).toBeHidden();

  // The original gets less salt and a bay leaf.
  await page.goto(`/recipe/${stew}`);
  await page.getByRole('button', { name: 'Edit recipe' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recipe' });
  await edit.getByLabel('Ingredients').fill('1 kg beef\n1 tsp salt\n3 carrots\n1 bay leaf');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Recipe updated successfully')).toBeVisible();

  await page.goto(variantUrl);
  const changes = page.getByRole('region', { name: 'The original changed since your version' });
  await expect(changes).toBeVisible();
  const salt = changes.getByRole('checkbox', { name: 'Ingredients: 1 tsp salt' });
  const bay = changes.getByRole('checkbox', { name: 'Ingredients: 1 bay leaf' });
  await expect(salt).toBeChecked();
  await expect(bay).toBeChecked();
  // Each change reads as in the history: the changed words marked.
  await expect(changes.getByRole('insertion').filter({ hasText: '1' }).first()).toBeVisible();
  await bay.click();
  await expect(bay).not.toBeChecked();
  await changes.getByRole('button', { name: 'Take the chosen changes' }).click();
  await expect(page.getByText('Took 1 change of the original')).toBeVisible();
  await expect(changes).toBeHidden();
  await expect(page.getByText('1 tsp salt')).toBeVisible();
  await expect(page.getByText('1 bay leaf')).toBeHidden();

  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByText('Took in changes of the original')).toBeVisible();
});

// A family of several versions lists its links one under another; each is a target of its own, at least
// 24 px tall (WCAG 2.5.8, which Lighthouse's target-size audit found on a family of sixty).
test('a recipe with several versions lists each as a link a finger can hit', async ({
  page,
  user: _signedIn,
}) => {
  const [soup] = await addRecipesAsUser(page, [
    { title: 'Pea Soup', ingredients: '500 g peas\n1 onion', instructions: 'Simmer and blend.' },
  ]);
  for (const name of ['with mint', 'with ham', 'for the little ones']) {
    const made = await callApiAsCook(page, 'POST', `/api/recipes/${soup}/variant`, {
      title: `Pea Soup ${name}`,
    });
    expect(made.status).toBe(201);
  }
  await page.goto(`/recipe/${soup}`);
  const family = page.getByRole('region', { name: '4 versions in this family' });
  await expect(family.getByRole('link')).toHaveCount(3);
  for (const link of await family.getByRole('link').all()) {
    expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(24);
  }
  expect(await seriousViolations(page)).toEqual([]);
});
