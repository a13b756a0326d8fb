// Importing a whole collection (issue 18), end to end on the local stack: the file goes up by a
// presigned POST, the import-collection workflow runs on the local Step Functions runner with the real
// tasks against DynamoDB Local and s3rver, and the job page's route reports it.
import { describe, expect, it } from 'vitest';
import type { ImportJobView } from '../../lambdas/src/contracts/collections.js';
import { paprikaCollection, paprikaExport, pngPhoto } from '../support/collection-files.js';
import { home } from './recipes-fixtures.js';
import { api, stackUrl } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { subscribe } from './support/billing.js';
import { type Created, runToEnd, uploadCollection, waitForEnd } from './support/collections.js';

const photo = pngPhoto(3, 2);
const family = () =>
  paprikaExport([
    {
      name: 'Grandma’s apple pie',
      description: 'The Sunday pie',
      ingredients: 'For the crust:\n2 cups flour\n1 cup butter',
      directions: 'Make the crust.\nBake 45 minutes.',
      notes: 'Use Bramleys.',
      servings: '8 servings',
      prep_time: '30 mins',
      cook_time: '1 hr',
      rating: 4,
      categories: ['Desserts', 'Family favourites'],
      source_url: 'https://example.com/pie',
      photo: 'pie.png',
      photo_data: Buffer.from(photo).toString('base64'),
    },
    { name: 'Leek soup', ingredients: '3 leeks\n1 potato', directions: 'Simmer.' },
    { name: 'Leek soup', ingredients: '3 leeks\n1 potato', directions: 'Simmer.' },
    { name: '   ', ingredients: 'nothing' },
  ]);

describe('collection import', () => {
  it('imports a Paprika file through the workflow, field by field, photo and rating included', async () => {
    const cook = await signUpUser();
    const job = await runToEnd(cook, await uploadCollection(cook, 'My Recipes.paprikarecipes', family()));
    expect(job).toMatchObject({
      status: 'done',
      format: 'paprika',
      total: 4,
      done: 4,
      imported: 2,
      failed: 1,
      skipped: 1,
    });
    expect(job.failures).toEqual([
      { origin: '   .paprikarecipe', reason: 'The recipe has no title', retryable: false },
    ]);
    expect(job.skippedItems[0]?.reason).toBe(
      'The same recipe as Leek soup.paprikarecipe, so it is imported once',
    );
    const pie = job.recipes.find((r) => r.title === 'Grandma’s apple pie');
    expect(pie).toBeDefined();

    const recipe = await api<Record<string, unknown>>(`/api/recipes/${pie?.id}`, { token: cook.idToken });
    expect(recipe.status).toBe(200);
    expect(recipe.body).toMatchObject({
      title: 'Grandma’s apple pie',
      description: 'The Sunday pie',
      ingredients: 'For the crust:\n2 cups flour\n1 cup butter',
      instructions: 'Make the crust.\nBake 45 minutes.',
      notes: 'Use Bramleys.',
      servings: 8,
      prepTime: 30,
      cookTime: 60,
      sourceUrl: 'https://example.com/pie',
      tags: ['Family-favourites'],
    });
    expect(JSON.stringify(recipe.body)).toContain('"desserts"');
    expect(recipe.body.viewer).toMatchObject({ rating: 4 });
    const image = await fetch(`${stackUrl()}${recipe.body.imageUrl as string}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(photo);
  });

  it('creates nothing twice when the same file is imported again', async () => {
    const cook = await signUpUser();
    await runToEnd(cook, await uploadCollection(cook, 'a.paprikarecipes', family()));
    const before = (await home(cook)).body.recipes.length;
    const again = await runToEnd(cook, await uploadCollection(cook, 'a.paprikarecipes', family()));
    expect(again).toMatchObject({ status: 'done', imported: 0, skipped: 3 });
    expect(again.skippedItems.map((s) => s.reason)).toContain('Already in your recipes (imported before)');
    expect((await home(cook)).body.recipes.length).toBe(before);
  });

  it('stops cleanly at the free tier’s 50 recipes, with the plans page, and retries the rest later', async () => {
    const cook = await signUpUser();
    const job = await runToEnd(
      cook,
      await uploadCollection(cook, 'big.paprikarecipes', paprikaCollection(53)),
    );
    expect(job.status).toBe('stopped');
    expect(job.imported).toBe(50);
    expect(job.message).toBe(
      'Keeping more than 50 recipes needs a subscription or lifetime access. See the Subscription plans page (/subscription) to start a free trial.',
    );
    expect(job.link).toBe('/subscription');
    // The three the free tier kept out, each retryable.
    expect(job.failures).toHaveLength(3);
    expect(job.failures.every((f) => f.retryable)).toBe(true);
    const retried = await api<ImportJobView>(`/api/imports/${job.jobId}/retry`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(retried.status).toBe(202);
    const after = await waitForEnd(cook, job.jobId);
    expect(after).toMatchObject({ status: 'stopped', imported: 50 });
    expect(after.failures).toHaveLength(3);
    // With a subscription the same retry brings the rest, and nothing twice.
    await subscribe(cook);
    const paid = await api<ImportJobView>(`/api/imports/${job.jobId}/retry`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(paid.status).toBe(202);
    const finished = await waitForEnd(cook, job.jobId);
    expect(finished).toMatchObject({ status: 'done', imported: 53 });
    expect(finished.failures).toEqual([]);
    const firstPage = (await home(cook, 'limit=60')).body;
    expect(firstPage.recipes).toHaveLength(53);
    expect(new Set(firstPage.recipes.map((recipe) => recipe.title)).size).toBe(53);
  });

  it('cancels a job that is going, keeping what arrived', async () => {
    const cook = await signUpUser();
    const jobId = await uploadCollection(cook, 'c.paprikarecipes', paprikaCollection(40));
    await api(`/api/imports/${jobId}/begin`, { method: 'POST', token: cook.idToken });
    const cancelled = await api<ImportJobView>(`/api/imports/${jobId}/cancel`, {
      method: 'POST',
      token: cook.idToken,
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.status).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const later = await api<ImportJobView>(`/api/imports/${jobId}`, { token: cook.idToken });
    expect(later.body.status).toBe('cancelled');
    expect(later.body.imported).toBeLessThan(40);
    const again = await api(`/api/imports/${jobId}/cancel`, { method: 'POST', token: cook.idToken });
    expect(again).toMatchObject({
      status: 409,
      body: { error: { message: 'This import has already finished' } },
    });
  });

  it('fails a file Hearth cannot read as a whole, with the reason', async () => {
    const cook = await signUpUser();
    const job = await runToEnd(cook, await uploadCollection(cook, 'holiday.png', pngPhoto()));
    expect(job.status).toBe('failed');
    expect(job.message).toMatch(/^Hearth does not recognise this file/);
  });

  it('answers bad input with a clear 4xx, 401 without a session, 404 for another person’s job', async () => {
    const cook = await signUpUser();
    const other = await signUpUser();
    const empty = await api('/api/imports', {
      method: 'POST',
      token: cook.idToken,
      body: { fileName: 'a.zip', size: 0 },
    });
    expect(empty).toMatchObject({ status: 400, body: { error: { message: 'The file is empty' } } });
    const huge = await api('/api/imports', {
      method: 'POST',
      token: cook.idToken,
      body: { fileName: 'a.zip', size: 600 * 1024 * 1024 },
    });
    expect(huge).toMatchObject({
      status: 400,
      body: { error: { message: 'The file is larger than 500 MB; export fewer recipes at a time' } },
    });
    const made = await api<Created>('/api/imports', {
      method: 'POST',
      token: cook.idToken,
      body: { fileName: 'a.zip', size: 10 },
    });
    const jobId = made.body.job.jobId;
    const early = await api(`/api/imports/${jobId}/begin`, { method: 'POST', token: cook.idToken });
    expect(early).toMatchObject({
      status: 400,
      body: { error: { message: 'The file has not arrived yet. Please upload it again.' } },
    });
    for (const [method, path] of [
      ['POST', '/api/imports'],
      ['GET', `/api/imports/${jobId}`],
      ['POST', `/api/imports/${jobId}/begin`],
      ['POST', `/api/imports/${jobId}/retry`],
      ['POST', `/api/imports/${jobId}/cancel`],
    ] as const) {
      expect((await api(path, { method, body: method === 'POST' ? {} : undefined })).status).toBe(401);
      if (path !== '/api/imports') {
        const foreign = await api(path, {
          method,
          token: other.idToken,
          body: method === 'POST' ? {} : undefined,
        });
        expect(foreign).toMatchObject({ status: 404, body: { error: { message: 'Import not found' } } });
      }
    }
    expect((await api('/api/imports/not-a-job', { token: cook.idToken })).status).toBe(404);
  });
});
