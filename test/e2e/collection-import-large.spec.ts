import { writeFileSync } from 'node:fs';
import { unzipSync, type Zippable, zipSync } from 'fflate';
import { paprikaCollection } from '../support/collection-files';
import { patient } from '../support/patience';
import { expect, openAccountMenu, test } from './support';

// A collection file over 20 MB (issue 18): the browser sends it in parts (presigned S3 multipart),
// completes the upload, and the job imports every recipe.

function largeFile(): Buffer {
  const entries: Zippable = Object.fromEntries(
    Object.entries(unzipSync(paprikaCollection(6))).map(([name, bytes]) => [name, [bytes, { level: 0 }]]),
  );
  entries['padding.bin'] = [new Uint8Array(21 * 1024 * 1024).map((_, i) => (i * 7919) % 251), { level: 0 }];
  return Buffer.from(zipSync(entries));
}

test('the cook imports a 21 MB file, sent in parts', async ({ page, user: _user }, testInfo) => {
  test.setTimeout(patient(120_000));
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await page
    .getByRole('dialog', { name: 'My Account' })
    .getByRole('link', { name: 'Import a collection' })
    .click();
  const parts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('partNumber=')) parts.push(request.url());
  });
  // Chosen from disk as a person picks it: the browser reads the file itself (a buffer would be sent
  // through the protocol as 28 MB of base64 first, which a busy machine takes longer than a click).
  const file = testInfo.outputPath('Big export.zip');
  writeFileSync(file, largeFile());
  await page.getByLabel('Collection file').setInputFiles(file);
  await page.getByRole('button', { name: 'Import' }).click();
  await expect(page).toHaveURL(/\/imports\/[a-f0-9]{24}$/, { timeout: patient(60_000) });
  const progress = page.getByRole('progressbar', { name: 'Import progress' });
  await expect(progress).toHaveAttribute('aria-valuenow', '6', { timeout: patient(60_000) });
  await expect(page.getByText('6 of 6 · 6 imported · 0 failed')).toBeVisible();
  expect(parts).toHaveLength(3);
});
