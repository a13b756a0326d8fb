// Long imports (issue 33): a scanned PDF of three pages (pictures of printed pages, no text layer, made
// here) is read by a job rather than while the request waits. The import screen lists the job's steps
// as they happen; the cook may close the dialog, and Home lists the import until it is reviewed.
import { writeFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { patient } from '../support/patience';
import { scannedPdf, threePageRecipe } from '../support/scanned-pdf';
import { seriousViolations } from './axe';
import { expect, openAddRecipeTab, startFreeTrial, test } from './support';

test.use({ reducedMotion: 'reduce' });

async function chooseScan(page: Page, path: string): Promise<Locator> {
  writeFileSync(path, await scannedPdf());
  await page.goto('/');
  const dialog = await openAddRecipeTab(page, 'PDF');
  await dialog.getByLabel('Recipe PDF').setInputFiles(path);
  await dialog.getByRole('button', { name: 'Extract recipe' }).click();
  return dialog;
}

const step = (steps: Locator, label: string) => steps.getByRole('listitem').filter({ hasText: label });

test.describe('a long import', () => {
  test('a scanned three-page PDF imports asynchronously with its steps shown', async ({
    page,
    user,
  }, testInfo) => {
    test.slow();
    expect(user.email).toContain('@');
    await startFreeTrial(page);
    const dialog = await chooseScan(page, testInfo.outputPath('sunday-pie.pdf'));

    // The request answered at once with a job: its steps are listed, the pages being read now.
    const steps = dialog.getByRole('list', { name: 'Import steps' });
    await expect(step(steps, 'Reading 3 pages')).toHaveAttribute('aria-current', 'step', {
      timeout: patient(30_000),
    });
    await expect(step(steps, 'Uploaded')).toContainText('(done)');
    await expect(step(steps, 'Finding the recipe')).toContainText('(to come)');
    await expect(step(steps, 'Ready to review')).toContainText('(to come)');
    await expect(dialog.getByText(/You can close this window: the import carries on/)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    // When the job ends, the recipe it read waits in the form for review.
    await expect(page.getByText('Recipe extracted from PDF, review and save')).toBeVisible({
      timeout: patient(120_000),
    });
    await expect(dialog.getByRole('tab', { name: 'Manual' })).toHaveAttribute('aria-selected', 'true');
    const block = dialog.getByRole('region', { name: 'Recipe 1' });
    await expect(block.getByLabel('Title')).toHaveValue(threePageRecipe.title);
    await expect(block.getByLabel('Ingredients')).toHaveValue(/1 cup frozen peas/);
    await expect(block.getByLabel('Instructions')).toHaveValue(/Bake for 30 minutes until golden/);
    await dialog.getByRole('button', { name: /^Save recipes?$/ }).click();
    await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();
    // Reviewed here, it is not listed on Home as waiting.
    await expect(page.getByRole('region', { name: 'Your imports' })).toBeHidden();
  });

  test('the cook may close the import and come back to it from Home', async ({ page, user }, testInfo) => {
    test.slow();
    expect(user.email).toContain('@');
    await startFreeTrial(page);
    const dialog = await chooseScan(page, testInfo.outputPath('sunday-pie.pdf'));
    await expect(dialog.getByRole('list', { name: 'Import steps' })).toBeVisible({
      timeout: patient(30_000),
    });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // Home lists it while it reads, and says when it is ready (pushed, or polled without the socket).
    const imports = page.getByRole('region', { name: 'Your imports' });
    await expect(imports.getByText('sunday-pie.pdf')).toBeVisible();
    await expect(imports.getByText('Ready to review')).toBeVisible({ timeout: patient(120_000) });
    // A reload keeps it: the job is the server's, not the tab's.
    await page.reload();
    await imports.getByRole('link', { name: 'Review sunday-pie.pdf' }).click();

    const review = page.getByRole('dialog', { name: 'Add Recipe' });
    await expect(review.getByRole('region', { name: 'Recipe 1' }).getByLabel('Title')).toHaveValue(
      threePageRecipe.title,
    );
    await review.getByRole('button', { name: /^Save recipes?$/ }).click();
    await expect(page.getByText('Added 1 recipe successfully')).toBeVisible();
    await expect(imports).toBeHidden();
    await expect(page.getByRole('article', { name: threePageRecipe.title })).toBeVisible();
  });
});
