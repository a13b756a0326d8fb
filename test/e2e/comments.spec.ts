import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, newAccount, registerAccount, signIn, test } from './support';

// Comments: a cook makes a recipe public and comments on it; a second cook reads, comments and deletes
// their own comment; the recipe's owner deletes the second cook's other comment. Commenting too fast is
// refused with a toast saying when to try again.

async function addPublicRecipe(page: Page, title: string): Promise<string> {
  await page.getByRole('button', { name: 'Add Recipe' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Recipe' });
  const block = dialog.getByRole('region', { name: 'Recipe 1' });
  await block.getByLabel('Title').fill(title);
  await block.getByLabel('Ingredients').fill('2 cups flour\n1 cup sugar');
  await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
  await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();
  await page.getByRole('article', { name: title }).getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  // Private recipes have no comments.
  await expect(page.getByRole('heading', { name: 'Comments' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Share' }).click();
  const share = page.getByRole('dialog', { name: 'Share recipe' });
  await share.getByRole('switch', { name: 'Public recipe' }).click();
  await expect(page.getByText('Recipe is now public')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
  return page.url();
}

test("cooks comment on a public recipe; the author and the recipe's owner can delete a comment", async ({
  page,
  user,
  browser,
}) => {
  test.slow();
  const recipeUrl = await addPublicRecipe(page, 'Grandma’s Lemon Drizzle');

  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(comments.getByText('No comments yet. Be the first to share your thoughts!')).toBeVisible();
  const post = comments.getByRole('button', { name: 'Post' });
  await expect(post).toBeDisabled();
  await comments.getByLabel('Add a comment').fill('   ');
  await expect(post).toBeDisabled();
  await comments.getByLabel('Add a comment').fill('Best with an extra lemon.');
  await expect(comments.getByText('25/1000')).toBeVisible();
  await post.click();
  await expect(page.getByText('Comment posted successfully')).toBeVisible();
  const ownComment = comments.getByRole('listitem').filter({ hasText: 'Best with an extra lemon.' });
  await expect(ownComment.getByText(user.displayName)).toBeVisible();
  await expect(ownComment.getByText('just now')).toBeVisible();
  await expect(comments.getByLabel('Add a comment')).toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);

  // A second cook, in their own browser.
  const context = await browser.newContext();
  const other = await context.newPage();
  const friend = newAccount('friend');
  await registerAccount(friend);
  await signIn(other, friend.email, friend.password);
  await other.goto(recipeUrl);
  const theirView = other.getByRole('region', { name: 'Comments' });
  const ownersComment = theirView.getByRole('listitem').filter({ hasText: 'Best with an extra lemon.' });
  await expect(ownersComment).toBeVisible();
  await expect(ownersComment.getByRole('button', { name: 'Delete comment' })).toHaveCount(0);

  await theirView.getByLabel('Add a comment').fill('Made it twice this week!');
  await theirView.getByRole('button', { name: 'Post' }).click();
  await expect(other.getByText('Comment posted successfully')).toBeVisible();
  const friendsComment = theirView.getByRole('listitem').filter({ hasText: 'Made it twice this week!' });
  await expect(friendsComment.getByText(friend.displayName)).toBeVisible();
  // Newest first.
  await expect(theirView.getByRole('listitem').first()).toContainText('Made it twice this week!');

  // Deleting asks first; cancelling keeps the comment.
  await friendsComment.getByRole('button', { name: 'Delete comment' }).click();
  const confirm = other.getByRole('alertdialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(friendsComment).toBeVisible();
  await friendsComment.getByRole('button', { name: 'Delete comment' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(other.getByText('Comment deleted')).toBeVisible();
  await expect(friendsComment).toHaveCount(0);
  await theirView.getByLabel('Add a comment').fill('Visit my cheap watch shop!');
  await theirView.getByRole('button', { name: 'Post' }).click();
  // The first post's toast may still be showing: this one is the newest.
  await expect(other.getByText('Comment posted successfully').last()).toBeVisible();
  await expect(theirView.getByRole('listitem').first()).toContainText('Visit my cheap watch shop!');
  await context.close();

  // The owner sees the friend's deleted comment gone after a reload, and their own still there.
  await page.reload();
  await expect(comments.getByText('Best with an extra lemon.')).toBeVisible();
  await expect(comments.getByText('Made it twice this week!')).toHaveCount(0);

  // The owner removes the friend's unwanted comment from their recipe, after the same confirmation.
  const spam = comments.getByRole('listitem').filter({ hasText: 'Visit my cheap watch shop!' });
  await spam.getByRole('button', { name: 'Delete comment' }).click();
  const ownerConfirm = page.getByRole('alertdialog', { name: 'Delete this comment?' });
  await expect(
    ownerConfirm.getByText(`${friend.displayName}'s comment will be removed for everyone.`),
  ).toBeVisible();
  await ownerConfirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Comment deleted')).toBeVisible();
  await expect(spam).toHaveCount(0);
  await page.reload();
  await expect(comments.getByText('Best with an extra lemon.')).toBeVisible();
  await expect(comments.getByText('Visit my cheap watch shop!')).toHaveCount(0);
});

test('commenting too fast is refused with a toast saying when to try again', async ({
  page,
  user: _cook,
}) => {
  test.slow();
  await addPublicRecipe(page, 'Quick Flatbread');
  const comments = page.getByRole('region', { name: 'Comments' });
  const field = comments.getByLabel('Add a comment');
  // Ten comments a minute are allowed.
  for (let i = 1; i <= 10; i += 1) {
    await field.fill(`Note ${i}`);
    await comments.getByRole('button', { name: 'Post' }).click();
    await expect(field).toHaveValue('');
  }
  await field.fill('One more thought');
  await comments.getByRole('button', { name: 'Post' }).click();
  const toast = page
    .getByRole('region', { name: /Notifications/ })
    .getByText(/^You've posted a lot of comments in a short time\. Please try again in \d+ seconds?\.$/);
  await expect(toast).toBeVisible();
  // The text stays in the box to post later; the refused comment is not listed.
  await expect(field).toHaveValue('One more thought');
  await expect(comments.getByRole('listitem')).toHaveCount(10);
  await expect(page.getByText('Failed to post comment')).toHaveCount(0);
});
