import { seriousViolations } from './axe';
import { addRecipesAsUser, expect, openAccountMenu, signInNewCook, test } from './support';

// Who eats what (issue 38), as a family meets it: Sam marks a peanut allergy on the Household page; a
// recipe with "2 tbsp peanut butter" warns that Sam is allergic, on its page and on the meal plan where
// it is planned; Home's "Safe for everyone at home" hides it; a dinner-party guest marked vegetarian
// sees the beef course flagged.

test.use({ reducedMotion: 'reduce' });

test('Sam’s peanut allergy warns on the recipe and the meal plan, and the safe filter hides the recipe', async ({
  page,
}) => {
  test.slow();
  await signInNewCook(page, 'Sam');
  const [satayId] = await addRecipesAsUser(page, [
    { title: 'Satay Noodles', ingredients: '200 g rice noodles\n2 tbsp peanut butter\n1 lime' },
    { title: 'Tomato Salad', ingredients: '4 tomatoes\n1 tbsp olive oil\nsalt' },
  ]);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Household' }).click();
  const needs = page.getByRole('region', { name: 'Your allergies and diets' });
  await expect(needs).toBeVisible();
  await needs.getByRole('checkbox', { name: 'Peanuts' }).check();
  await needs.getByRole('button', { name: 'Save allergies and diets' }).click();
  await expect(page.getByText('Your allergies and diets are saved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/recipe/${satayId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Satay Noodles' })).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Contains peanuts — Sam is allergic' }),
  ).toContainText('2 tbsp peanut butter');
  await expect(page.getByRole('list', { name: 'Allergens' })).toContainText('Contains peanuts');
  await expect(page.getByText('they do not replace reading the label')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Cook Mode says it too, where the cook gathers the ingredients.
  await page.getByRole('button', { name: 'Cook Mode' }).click();
  const cook = page.getByRole('dialog', { name: 'Cook Mode' });
  await expect(cook.getByRole('region', { name: 'Ingredients' })).toContainText(
    'Contains peanuts — Sam is allergic',
  );
  await cook.getByRole('button', { name: 'Exit Cook Mode' }).click();
  await expect(cook).toBeHidden();

  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'New Meal Plan' }).click();
  const create = page.getByRole('dialog', { name: 'New Meal Plan' });
  await create.getByLabel('Plan name').fill('Busy week');
  await create.getByLabel('Start date').fill('2026-11-23');
  await create.getByRole('button', { name: 'Create Plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Busy week' })).toBeVisible();
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const add = page.getByRole('dialog', { name: 'Add Recipe to Plan' });
  await add.getByLabel('Day').selectOption('Monday');
  await add.getByLabel('Meal').selectOption('Dinner');
  await add.getByLabel('Search your recipes').fill('Satay');
  await add.getByRole('radio', { name: 'Satay Noodles' }).check();
  await add.getByRole('button', { name: 'Add to Plan' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('list', { name: 'Monday Dinner' })).toContainText(
    'Contains peanuts — Sam is allergic',
  );

  await page.goto('/');
  await expect(page.getByRole('article', { name: 'Satay Noodles' })).toContainText(
    'Contains peanuts — Sam is allergic',
  );
  await expect(page.getByRole('article', { name: 'Tomato Salad' })).not.toContainText('allergic');
  await page.getByRole('switch', { name: 'Safe for everyone at home' }).click();
  await expect(page.getByRole('article', { name: 'Tomato Salad' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Satay Noodles' })).toHaveCount(0);
  await page.getByRole('switch', { name: 'Safe for everyone at home' }).click();
  await expect(page.getByRole('article', { name: 'Satay Noodles' })).toBeVisible();
});

test('a dinner-party guest marked vegetarian sees the beef course flagged', async ({
  page,
  user: _signedIn,
}) => {
  test.slow();
  await addRecipesAsUser(page, [
    { title: 'Beef Stew', ingredients: '800 g beef chuck\n3 carrots\n1 onion' },
    { title: 'Lemon Tart', ingredients: '1 sheet shortcrust pastry\n3 lemons\n3 eggs\n100 g sugar' },
  ]);
  await page.goto('/dinner-parties');
  await page.getByRole('button', { name: 'New Dinner Party' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Dinner Party' });
  await dialog.getByLabel('Menu name').fill('Friday Supper');
  await dialog.getByRole('button', { name: 'Create Menu' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Friday Supper' })).toBeVisible();
  for (const [title, course] of [
    ['Beef Stew', 'Main Course'],
    ['Lemon Tart', 'Dessert'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Recipes' }).click();
    const add = page.getByRole('dialog', { name: 'Add Recipes' });
    await add.getByRole('checkbox', { name: title }).check();
    await add.getByLabel('Course').selectOption(course);
    await add.getByRole('button', { name: 'Add to Menu' }).click();
    await expect(add).toBeHidden();
  }

  const guests = page.getByRole('region', { name: 'Guests’ allergies and diets' });
  await guests.getByText('Add a guest').click();
  await expect(guests.getByRole('button', { name: 'Add guest' })).toBeDisabled();
  await guests.getByLabel('Guest’s name').fill('Jo');
  await guests.getByRole('checkbox', { name: 'Vegetarian' }).check();
  await guests.getByRole('button', { name: 'Add guest' }).click();
  await expect(guests.getByRole('listitem')).toContainText(['Jo — Vegetarian']);
  await expect(page.getByRole('region', { name: 'Main Course' })).toContainText(
    'Not vegetarian — Jo keeps it',
  );
  await expect(page.getByRole('region', { name: 'Dessert' })).not.toContainText('Jo');
  expect(await seriousViolations(page)).toEqual([]);

  // Still there after a reload: the guests are kept with the menu.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Main Course' })).toContainText(
    'Not vegetarian — Jo keeps it',
  );
  await page.getByRole('button', { name: 'Remove guest Jo' }).click();
  await expect(page.getByRole('region', { name: 'Main Course' })).not.toContainText('Jo keeps it');
});

test('the cook corrects a recipe’s badges: the stock is vegetable stock', async ({
  page,
  user: _signedIn,
}) => {
  const [soupId] = await addRecipesAsUser(page, [
    { title: 'Onion Soup', ingredients: '6 onions\n1 l stock\n2 tbsp olive oil' },
  ]);
  await page.goto(`/recipe/${soupId}`);
  await expect(page.getByRole('list', { name: 'Allergens' })).toContainText('May contain celery');
  await expect(page.getByRole('list', { name: 'Diets' })).not.toContainText('Vegetarian');
  await page.getByText('Correct these badges').click();
  await page.getByRole('group', { name: 'It fits' }).getByRole('checkbox', { name: 'Vegetarian' }).check();
  // Folded away and opened again, the correction is as the cook left it.
  await page.getByText('Correct these badges').click();
  await expect(page.getByRole('group', { name: 'It fits' })).toBeHidden();
  await page.getByText('Correct these badges').click();
  await expect(
    page.getByRole('group', { name: 'It fits' }).getByRole('checkbox', { name: 'Vegetarian' }),
  ).toBeChecked();
  await page
    .getByRole('group', { name: 'It does not contain' })
    .getByRole('checkbox', { name: 'Gluten' })
    .check();
  await page.getByLabel('What you know').fill('It is vegetable stock');
  await page.getByRole('button', { name: 'Save correction' }).click();
  await expect(page.getByText('Badges corrected')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Diets' })).toContainText('Vegetarian');
  await expect(page.getByRole('list', { name: 'Allergens' })).not.toContainText('gluten');
  await expect(page.getByText('Corrected by its cook: “It is vegetable stock”')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // Kept with the recipe.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Diets' })).toContainText('Vegetarian');
});
