import type { Page } from '@playwright/test';
import { addRecipesAsUser, expect, test as signedInTest } from './support';

// The recipes journeys: adding, finding, rating, scaling, cooking, editing and deleting, all through
// roles, labels and text, against the local stack.

// Every story here starts signed in, as a fresh cook, on Home.
const test = signedInTest.extend<{ onHome: undefined }>({
  onHome: [
    async ({ page, user: _signedIn }, use) => {
      await expect(page.getByRole('heading', { name: 'My Recipes' })).toBeVisible();
      await use(undefined);
    },
    { auto: true },
  ],
});

type NewRecipe = {
  title: string;
  ingredients?: string;
  instructions?: string;
  prep?: string;
  cook?: string;
  servings?: string;
  tags?: string;
  categories?: string[];
};

async function fillRecipeBlock(page: Page, index: number, recipe: NewRecipe) {
  const block = page.getByRole('region', { name: `Recipe ${index}` });
  await block.getByLabel('Title').fill(recipe.title);
  if (recipe.prep) await block.getByLabel('Prep (min)').fill(recipe.prep);
  if (recipe.cook) await block.getByLabel('Cook (min)').fill(recipe.cook);
  if (recipe.servings) await block.getByLabel('Servings').fill(recipe.servings);
  if (recipe.ingredients) await block.getByLabel('Ingredients').fill(recipe.ingredients);
  if (recipe.instructions) await block.getByLabel('Instructions').fill(recipe.instructions);
  if (recipe.tags) await block.getByLabel('Tags').fill(recipe.tags);
  if (recipe.categories) {
    await block.getByRole('button', { name: 'Choose categories' }).click();
    for (const name of recipe.categories) await block.getByRole('checkbox', { name, exact: true }).check();
  }
}

const pancakes: NewRecipe = {
  title: 'Buttermilk Pancakes',
  servings: '2',
  prep: '10',
  cook: '15',
  ingredients: '1 1/2 cups flour\n2 eggs\n1 cup buttermilk',
  instructions: '1. Whisk the flour, eggs and buttermilk.\n2. Cook 3 minutes per side.\n3. Serve warm.',
  tags: '#breakfast, family',
  categories: ['Breakfast'],
};
const roastChicken: NewRecipe = {
  title: 'Sunday Roast Chicken',
  prep: '15',
  cook: '60',
  servings: '4',
  ingredients: '1 whole chicken\n2 lemons',
  instructions: 'Season the chicken.\nRoast 60 minutes.',
  categories: ['Dinner'],
};

async function addRecipes(page: Page, recipes: NewRecipe[]) {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  await expect(dialog).toBeVisible();
  for (const [index, recipe] of recipes.entries()) {
    if (index > 0) await dialog.getByRole('button', { name: 'Add another recipe' }).click();
    await fillRecipeBlock(page, index + 1, recipe);
  }
  await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
  const count = recipes.length;
  await expect(
    page.getByText(`Added ${count} ${count === 1 ? 'recipe' : 'recipes'} successfully`),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
}

const card = (page: Page, title: string) => page.getByRole('article', { name: title });

test.describe('recipes', () => {
  test('a new cook sees the empty state, adds two recipes in one dialog and finds them', async ({ page }) => {
    test.slow();
    await expect(page.getByRole('heading', { name: 'No recipes yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Add your first recipe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Recipe' });

    // The import tabs (import.spec.ts) wait for a file before they extract.
    await dialog.getByRole('tab', { name: 'PDF' }).click();
    await expect(dialog.getByRole('button', { name: 'Extract recipe' })).toBeDisabled();
    await dialog.getByRole('tab', { name: 'Manual' }).click();

    // Nothing titled: the title is required; a blank second block is skipped.
    await dialog.getByRole('button', { name: 'Save recipe' }).click();
    await expect(dialog.getByText('Title is required')).toBeVisible();
    await dialog.getByRole('button', { name: 'Add another recipe' }).click();
    await expect(dialog.getByRole('region', { name: 'Recipe 2' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Remove recipe 2' }).click();
    await expect(dialog.getByRole('region', { name: 'Recipe 2' })).toBeHidden();
    await page.keyboard.press('Escape');

    await addRecipes(page, [pancakes, roastChicken]);
    await expect(card(page, pancakes.title)).toBeVisible();
    const chicken = card(page, roastChicken.title);
    await expect(chicken).toBeVisible();
    await expect(chicken.getByText('75 min')).toBeVisible();
    await expect(chicken.getByText('No ratings')).toBeVisible();
    await expect(chicken.getByText('Dinner')).toBeVisible();
    await expect(chicken.getByRole('link', { name: 'Share' })).toHaveAttribute(
      'href',
      /\/recipe\/[^/]+\?share=true$/,
    );

    // Category bar.
    const categories = page.getByRole('navigation', { name: 'Browse by category' });
    await categories.getByRole('button', { name: 'Dinner', exact: true }).click();
    await expect(card(page, roastChicken.title)).toBeVisible();
    await expect(card(page, pancakes.title)).toBeHidden();
    await expect(page.getByRole('list', { name: 'Dinner subcategories' })).toBeVisible();
    await categories.getByRole('button', { name: 'All Recipes' }).click();
    await expect(card(page, pancakes.title)).toBeVisible();

    // Search as you type: titles, ingredients and tags.
    const search = page.getByRole('searchbox', { name: 'Search recipes' });
    await search.pressSequentially('pancak');
    await expect(card(page, roastChicken.title)).toBeHidden();
    await expect(card(page, pancakes.title)).toBeVisible();
    await search.fill('lemons');
    await expect(card(page, pancakes.title)).toBeHidden();
    await expect(card(page, roastChicken.title)).toBeVisible();
    await search.fill('family');
    await expect(card(page, pancakes.title)).toBeVisible();
    await expect(card(page, roastChicken.title)).toBeHidden();
    await search.fill('zzz-nothing');
    await expect(page.getByText('No recipes match “zzz-nothing”.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(card(page, roastChicken.title)).toBeVisible();

    // Deleting from a card asks first; cancelling keeps the recipe.
    await chicken.getByRole('button', { name: 'Delete recipe' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this recipe?' });
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(chicken).toBeVisible();
    await expect(confirm).toBeHidden();
    // Focus goes back where the cook was: the card's delete button.
    await expect(chicken.getByRole('button', { name: 'Delete recipe' })).toBeFocused();
    await chicken.getByRole('button', { name: 'Delete recipe' }).click();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Recipe deleted successfully')).toBeVisible();
    await expect(chicken).toBeHidden();
  });

  test('a cook rates, favourites, scales and cooks a recipe', async ({ page }) => {
    test.slow();
    await addRecipes(page, [pancakes, roastChicken]);
    await card(page, pancakes.title).getByRole('link', { name: pancakes.title }).click();
    await expect(page.getByRole('heading', { level: 1, name: pancakes.title })).toBeVisible();
    await expect(page.getByText('#breakfast')).toBeVisible();
    await expect(page.getByText('No ratings')).toBeVisible();

    // A 5 is also a favourite.
    await page.getByRole('button', { name: 'Rate 5 stars' }).click();
    await expect(page.getByText('Rating saved and added to favorites!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove from favorites' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('5.0 (1 rating)')).toBeVisible();
    await page.getByRole('button', { name: 'Rate 4 stars' }).click();
    await expect(page.getByText('Rating saved successfully')).toBeVisible();
    await expect(page.getByText('4.0 (1 rating)')).toBeVisible();

    // Favorites and To Try on Home.
    await page.getByRole('link', { name: 'Back to Recipes' }).click();
    await page.getByRole('button', { name: 'Favorites/5 Stars' }).click();
    await expect(page.getByRole('navigation', { name: 'Filter favorites by' })).toBeVisible();
    await expect(card(page, pancakes.title)).toBeVisible();
    await expect(card(page, roastChicken.title)).toBeHidden();
    await page.getByRole('button', { name: 'Recipes To Try' }).click();
    await expect(page.getByRole('button', { name: 'Favorites/5 Stars' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(card(page, roastChicken.title)).toBeVisible();
    await expect(card(page, pancakes.title)).toBeHidden();
    await page.getByRole('button', { name: 'Recipes To Try' }).click();

    // The servings scaler.
    await card(page, pancakes.title).getByRole('link', { name: pancakes.title }).click();
    const ingredients = page.getByRole('list', { name: 'Ingredients' });
    await expect(ingredients.getByText('1 1/2 cups flour')).toBeVisible();
    await expect(page.getByText('2 servings', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Increase servings' }).click();
    await page.getByRole('button', { name: 'Increase servings' }).click();
    await expect(page.getByText('4 servings', { exact: true })).toBeVisible();
    await expect(ingredients.getByText('3 cups flour')).toBeVisible();
    await expect(ingredients.getByText('4 eggs')).toBeVisible();
    await expect(ingredients.getByText('2 cups buttermilk')).toBeVisible();
    await page.getByRole('button', { name: 'Decrease servings' }).click();
    await expect(ingredients.getByText('2 1/4 cups flour')).toBeVisible();
    // Add to List takes the chosen servings (the shopping-list journey follows it to the list).
    await expect(page.getByRole('button', { name: 'Add to List' })).toBeEnabled();

    // Cook Mode.
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    const cook = page.getByRole('dialog', { name: 'Cook Mode' });
    await expect(cook.getByText('Step 1 of 3')).toBeVisible();
    await expect(cook.getByText('Whisk the flour, eggs and buttermilk.')).toBeVisible();
    await cook.getByRole('checkbox', { name: '2 1/4 cups flour' }).check();
    await cook.getByRole('checkbox', { name: 'Step 1 done' }).check();
    await cook.getByRole('button', { name: 'Next' }).click();
    await expect(cook.getByText('Step 2 of 3')).toBeVisible();
    await cook.getByRole('button', { name: 'Start 3 minute timer' }).click();
    await expect(cook.getByRole('timer', { name: 'Step 2, 3 minute timer remaining' })).toHaveText(
      /^[23]:\d\d$/,
    );
    await page.keyboard.press('ArrowRight');
    await expect(cook.getByText('Step 3 of 3')).toBeVisible();
    await expect(cook.getByRole('button', { name: 'Next' })).toBeDisabled();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(cook.getByText('Step 1 of 3')).toBeVisible();
    await expect(cook.getByRole('checkbox', { name: 'Step 1 done' })).toBeChecked();
    await cook.getByRole('button', { name: 'Go to step 3' }).click();
    await expect(cook.getByText('Step 3 of 3')).toBeVisible();
    await cook.getByRole('button', { name: 'Exit Cook Mode' }).click();
    await expect(cook).toBeHidden();
  });

  test('the owner keeps notes and a video link, shares, edits and deletes a recipe', async ({ page }) => {
    test.slow();
    await addRecipes(page, [pancakes, roastChicken]);
    await card(page, pancakes.title).getByRole('link', { name: pancakes.title }).click();

    // Owner cards.
    await page.getByRole('button', { name: 'Edit Personal Notes' }).click();
    await page.getByLabel('Personal notes').fill('Double the batch for Sunday brunch.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Notes saved successfully')).toBeVisible();
    await expect(page.getByText('Double the batch for Sunday brunch.')).toBeVisible();
    await page.getByRole('button', { name: 'Edit Video Link' }).click();
    await page.getByLabel('Video link').fill('https://youtu.be/dQw4w9WgXcQ');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Video link saved successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'https://youtu.be/dQw4w9WgXcQ' })).toBeVisible();

    // Share: the owner makes it public.
    await page.getByRole('button', { name: 'Share' }).click();
    const share = page.getByRole('dialog', { name: 'Share recipe' });
    await expect(share.getByLabel('Recipe link')).toHaveValue(/\/recipe\/[^/?]+$/);
    await share.getByRole('switch', { name: 'Public recipe' }).click();
    await expect(page.getByText('Recipe is now public')).toBeVisible();
    await page.keyboard.press('Escape');

    // Edit: the dialog starts from the saved recipe.
    await page.getByRole('button', { name: 'Edit recipe' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit recipe' });
    await expect(edit.getByLabel('Title')).toHaveValue(pancakes.title);
    await expect(edit.getByLabel('Servings')).toHaveValue('2');
    await expect(edit.getByRole('radio', { name: /Everyone \(public\)/ })).toBeChecked();
    await edit.getByLabel('Title').fill('Fluffy Buttermilk Pancakes');
    await edit.getByLabel('Cook (min)').fill('20');
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Recipe updated successfully')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Fluffy Buttermilk Pancakes' })).toBeVisible();
    await expect(page.getByText('Ready in 30 min')).toBeVisible();

    // Delete, with confirmation, back to Home.
    await page.getByRole('button', { name: 'Delete recipe' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Recipe deleted successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(card(page, roastChicken.title)).toBeVisible();
    await expect(card(page, 'Fluffy Buttermilk Pancakes')).toBeHidden();
  });

  test('a Cook Mode timer counts down and rings at zero', async ({ page }) => {
    await addRecipes(page, [{ title: 'Soft-Boiled Eggs', instructions: 'Boil the eggs 6 minutes.' }]);
    await page.clock.install();
    await card(page, 'Soft-Boiled Eggs').getByRole('link', { name: 'Soft-Boiled Eggs' }).click();
    await page.getByRole('button', { name: 'Cook Mode' }).click();
    const cook = page.getByRole('dialog', { name: 'Cook Mode' });
    await cook.getByRole('button', { name: 'Start 6 minute timer' }).click();
    const timer = cook.getByRole('timer', { name: 'Step 1, 6 minute timer remaining' });
    await expect(timer).toHaveText('6:00');
    await page.clock.fastForward('01:00');
    await expect(timer).toHaveText('5:00');
    await page.clock.fastForward('05:01');
    await expect(page.getByText("Time's up!")).toBeVisible();
    await expect(timer).toHaveText("Time's up");
  });

  test('a recipe that cannot be loaded sends the cook home', async ({ page }) => {
    await page.goto('/recipe/no-such-recipe');
    await expect(page.getByText('Failed to load recipe')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Home shows a page of cards at a time, and the next as the cook scrolls to the end', async ({
    page,
  }) => {
    // 50 recipes, the free plan's allowance: pages of 24, 24 and 2.
    for (const [from, count] of [
      [1, 20],
      [21, 20],
      [41, 10],
    ] as const)
      await addRecipesAsUser(
        page,
        Array.from({ length: count }, (_, i) => ({ title: `Soup No. ${from + i}`, ingredients: '1 onion' })),
      );
    // A phone: one card a row, so the end of the first page is far below the screen.
    await page.setViewportSize({ width: 412, height: 900 });
    const nextPages: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/recipes\?(.*&)?cursor=/.test(request.url())) nextPages.push(request.url());
    });
    await page.reload();
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(24);
    await expect(page.getByRole('link', { name: 'Soup No. 50', exact: true })).toBeVisible();
    // Settled on one page: the end of the grid is out of reach until the cook scrolls. Once the network
    // is quiet, no next page was asked for (not a guess after a fixed wait).
    await page.waitForLoadState('networkidle');
    expect(nextPages).toEqual([]);
    await expect(cards).toHaveCount(24);

    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(48);
    await cards.last().scrollIntoViewIfNeeded();
    await expect(cards).toHaveCount(50);
    await expect(page.getByRole('link', { name: 'Soup No. 1', exact: true })).toBeVisible();
  });

  test('Back from a recipe returns Home to where the cook was; a recipe opens at its top', async ({
    page,
  }) => {
    await addRecipesAsUser(
      page,
      Array.from({ length: 8 }, (_, i) => ({ title: `Stew No. ${i + 1}`, ingredients: '1 onion' })),
    );
    // A phone: one card a row, so the oldest recipe is well below the screen.
    await page.setViewportSize({ width: 412, height: 800 });
    await page.reload();
    const heading = page.getByRole('heading', { name: 'My Recipes' });
    const oldest = page.getByRole('link', { name: 'Stew No. 1', exact: true });
    await expect(heading).toBeInViewport();
    await expect(oldest).not.toBeInViewport();

    await oldest.scrollIntoViewIfNeeded();
    await expect(heading).not.toBeInViewport();
    await oldest.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stew No. 1' })).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Back to Recipes' })).toBeInViewport();

    await page.goBack();
    await expect(oldest).toBeInViewport();
    await expect(heading).not.toBeInViewport();

    // Forward again opens the recipe where it was left: its top.
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: 'Stew No. 1' })).toBeInViewport();
  });
});
