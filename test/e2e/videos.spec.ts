// Video tutorials: upload a real MP4 and watch it play with its poster and seek, add a YouTube link and
// see the privacy-friendly embed, a second cook saves the public video, the owner deletes (with Undo).
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { patient } from '../support/patience';
import { seriousViolations } from './axe';
import { expect, newAccount, registerAccount, signIn, signOut, startFreeTrial, test } from './support';

const sampleVideo = fileURLToPath(new URL('./fixtures/sample-video.mp4', import.meta.url));

async function openLibrary(page: Page) {
  await page.goto('/video-tutorials');
  await expect(page.getByRole('heading', { name: 'Video Tutorials', level: 1 })).toBeVisible();
}

async function openAddVideo(page: Page) {
  await page.getByRole('button', { name: 'Add Video' }).first().click();
  return page.getByRole('dialog', { name: 'Add Video Tutorial' });
}

test('upload a video, watch it play and seek, add a YouTube link, and share it with another cook', async ({
  page,
  user,
}) => {
  test.setTimeout(patient(120_000));
  // Uploading videos is a paid feature: a free trial first (links stay free).
  await startFreeTrial(page);
  await openLibrary(page);
  await expect(page.getByRole('button', { name: 'My Videos' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'No video tutorials yet' })).toBeVisible();
  await expect(page.getByText('Add your first video tutorial to get started')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // Upload: the wrong type is refused in the browser with a clear message.
  let dialog = await openAddVideo(page);
  await dialog.getByRole('tab', { name: 'Upload' }).click();
  await dialog.getByLabel('Video file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a video'),
  });
  await expect(dialog.getByText('Please upload a video file (MP4, MOV or AVI)')).toBeVisible();
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(dialog.getByText('Please enter a title')).toBeVisible();

  await dialog.getByLabel('Video file').setInputFiles(sampleVideo);
  await dialog.getByLabel('Title').fill('Test pattern bread');
  await dialog.getByLabel('Description').fill('How the dough should look after the first rise.');
  await dialog.getByLabel('Share with the community (public)').click();
  await dialog.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByText('Video tutorial uploaded successfully')).toBeVisible({
    timeout: patient(30_000),
  });
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name: 'Test pattern bread' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Public')).toBeVisible();
  await expect(card.getByText('Duration: 1 min')).toBeVisible();
  const preview = card.locator('video');
  await expect(preview).toHaveAttribute('poster', /\/videos\//);

  // The detail page plays the file with controls, and seeking works (range requests).
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { name: 'Test pattern bread', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Videos' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Description' })).toBeVisible();
  await expect(page.getByText('Duration: 1 minutes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete Video' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save to My Videos' })).toHaveCount(0);
  const player = page.getByLabel('Video: Test pattern bread');
  await expect(player).toHaveAttribute('controls', '');
  const poster = await player.getAttribute('poster');
  expect((await page.request.get(poster ?? '')).headers()['content-type']).toBe('image/jpeg');
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.readyState), { timeout: patient(15_000) })
    .toBeGreaterThanOrEqual(2);
  const seeked = await player.evaluate(async (video: HTMLVideoElement) => {
    video.muted = true;
    video.currentTime = 5;
    await new Promise((resolve) => video.addEventListener('seeked', resolve, { once: true }));
    await video.play();
    await new Promise((resolve) => setTimeout(resolve, 300));
    video.pause();
    return { time: video.currentTime, duration: video.duration, width: video.videoWidth };
  });
  expect(seeked.time).toBeGreaterThanOrEqual(5);
  expect(seeked.duration).toBeCloseTo(8, 0);
  expect(seeked.width).toBe(320);

  // From URL: a YouTube link becomes the privacy-friendly embed.
  await page.getByRole('link', { name: 'Back to Videos' }).click();
  dialog = await openAddVideo(page);
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(dialog.getByText('Please enter a video URL')).toBeVisible();
  await dialog.getByLabel('Video URL').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s');
  await dialog.getByLabel('Title').fill('Knife skills');
  await dialog.getByLabel('Duration (minutes)').fill('12');
  await dialog.getByRole('button', { name: 'Add Video' }).click();
  await expect(page.getByText('Video tutorial added successfully')).toBeVisible();
  const linkCard = page.getByRole('article', { name: 'Knife skills' });
  await expect(linkCard.locator('iframe[title="Knife skills"]')).toHaveAttribute(
    'src',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  );
  await expect(linkCard.getByText('Duration: 12 min')).toBeVisible();
  await expect(linkCard.getByText('Public')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A second cook finds the public upload among the community videos and saves a private copy.
  await page.goto('/');
  await signOut(page);
  const friend = newAccount('friend');
  await registerAccount(friend);
  await signIn(page, friend.email, friend.password);
  await openLibrary(page);
  await page.getByRole('button', { name: 'Community Videos' }).click();
  const shared = page.getByRole('article', { name: 'Test pattern bread' }).first();
  await expect(shared).toBeVisible();
  await expect(page.getByRole('article', { name: 'Knife skills' })).toHaveCount(0);
  await expect(shared.getByRole('button', { name: 'Delete video' })).toHaveCount(0);
  await shared.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('button', { name: 'Delete Video' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save to My Videos' }).click();
  await expect(page.getByText('Video saved!')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Videos' }).click();
  const copy = page.getByRole('article', { name: 'Test pattern bread' });
  await expect(copy).toBeVisible();
  await expect(copy.getByText('Public')).toHaveCount(0);

  // The owner deletes the original at once; Undo brings it back; deleting again removes it.
  await page.goto('/');
  await signOut(page);
  await signIn(page, user.email, user.password);
  await openLibrary(page);
  const original = page.getByRole('article', { name: 'Test pattern bread' });
  await original.getByRole('button', { name: 'Delete video' }).click();
  await expect(page.getByText('Video deleted successfully')).toBeVisible();
  await expect(original).toHaveCount(0);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Video restored')).toBeVisible();
  await expect(original).toBeVisible();
  await original.getByRole('link', { name: 'View Details' }).click();
  await expect(page).toHaveURL(/\/video\/[^/]+$/);
  await page.getByRole('button', { name: 'Delete Video', exact: true }).click();
  await expect(page).toHaveURL(/\/video-tutorials$/);
  await expect(page.getByRole('article', { name: 'Test pattern bread' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Knife skills' })).toBeVisible();
});

test('an unknown video shows an error and returns to the library', async ({ page, user: _signedIn }) => {
  await page.goto('/video/01ARZ3NDEKTSV4RRFFQ69G5FAV');
  await expect(page.getByText('Failed to load video')).toBeVisible();
  await expect(page).toHaveURL(/\/video-tutorials$/);
});
