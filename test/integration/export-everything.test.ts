// "Export everything" (issue 18) end to end on the local stack: POST /api/exports starts the
// export-everything workflow on the local Step Functions runner, whose tasks read DynamoDB Local and
// s3rver and stream the zip back to s3rver; the job's route hands out the download link and the
// person is mailed. The zip is checked file by file, field by field.
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it } from 'vitest';
import { s3UploadStream } from '../../lambdas/src/adapters/storage/s3-upload-stream.js';
import type { ExportJobView, LatestExportResponse } from '../../lambdas/src/contracts/exports.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { signUpUser } from './support/auth.js';
import { addFullRecipe, downloadExport, exportEverything, jsonOf } from './support/exports.js';
import { readMail } from './support/mail.js';
import { keysUnder, MEDIA_BUCKET, png } from './support/media.js';

describe('Export everything', () => {
  it('builds a zip of every own recipe as JSON-LD with its photo, the meal plans, the list and a README', async () => {
    const cook = await signUpUser();
    const soup = await addFullRecipe(cook);
    const plain = await addRecipe(cook, { title: 'Plain toast', ingredients: '1 slice bread' });
    const plan = await api<{ id: string }>('/api/meal-plans', {
      method: 'POST',
      token: cook.idToken,
      body: { name: 'Cold week', startDate: '2026-01-05' },
    });
    expect(plan.status).toBe(201);
    const entry = await api(`/api/meal-plans/${plan.body.id}/recipes`, {
      method: 'POST',
      token: cook.idToken,
      body: { recipeId: soup.id, dayOfWeek: 2, mealType: 'dinner' },
    });
    expect(entry.status).toBe(201);
    const listed = await api('/api/shopping-list/recipes', {
      method: 'POST',
      token: cook.idToken,
      body: { recipes: [{ recipeId: plain.id }] },
    });
    expect(listed.status).toBeLessThan(300);
    const kept = await api('/api/pantry/items', {
      method: 'POST',
      token: cook.idToken,
      body: { food: '6 eggs', place: 'fridge', bestBefore: '2026-02-01' },
    });
    expect(kept.status).toBe(200);

    const job = await exportEverything(cook);
    expect(job).toMatchObject({ status: 'done', recipes: 2, photos: 1, mealPlans: 1, message: null });
    expect(job.size).toBeGreaterThan(500);
    expect(Date.parse(job.download?.expiresAt ?? '') - Date.parse(job.finishedAt ?? '')).toBe(
      24 * 3600 * 1000,
    );
    const files = await downloadExport(job);
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'cook-log.json',
      'meal-plans.json',
      'pantry.json',
      'photos/grandma-s-leek-soup.png',
      'recipes/grandma-s-leek-soup.json',
      'recipes/plain-toast.json',
      'shopping-list.json',
      // Each recipe's history (issue 39): a recipe made once has its first version.
      'versions/grandma-s-leek-soup.json',
      'versions/plain-toast.json',
    ]);
    expect(jsonOf(files['cook-log.json'])).toEqual({ cooked: [] });
    expect(Buffer.from(files['photos/grandma-s-leek-soup.png'] ?? [])).toEqual(png);
    expect(jsonOf(files['recipes/grandma-s-leek-soup.json'])).toEqual({
      '@context': ['https://schema.org', { hearth: 'urn:hearth:' }],
      '@type': 'Recipe',
      '@id': `urn:hearth:recipe:${soup.id}`,
      name: 'Grandma’s leek soup',
      description: 'The one for cold Sundays',
      image: 'photos/grandma-s-leek-soup.png',
      recipeIngredient: ['Soup:', '2 leeks', '3 potatoes', 'To serve:', '1 tbsp cream'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Wash the leeks.' },
        {
          '@type': 'HowToSection',
          name: 'Broth',
          itemListElement: [
            { '@type': 'HowToStep', text: 'Simmer 20 minutes.' },
            { '@type': 'HowToStep', text: 'Blend until smooth.' },
          ],
        },
      ],
      prepTime: 'PT15M',
      cookTime: 'PT1H35M',
      totalTime: 'PT1H50M',
      recipeYield: '4 servings',
      recipeCategory: expect.arrayContaining(['Soups', 'Eggs']),
      keywords: expect.stringMatching(/^(winter, cheap|cheap, winter)$/),
      isBasedOn: 'https://example.com/leek-soup',
      dateCreated: expect.any(String),
      dateModified: expect.any(String),
      'hearth:notes': 'Grandma used butter, not oil.',
      'hearth:rating': 4,
    });
    expect(jsonOf(files['recipes/plain-toast.json'])).toMatchObject({
      '@type': 'Recipe',
      name: 'Plain toast',
      recipeIngredient: ['1 slice bread'],
    });
    expect(jsonOf(files['meal-plans.json'])).toEqual({
      mealPlans: [
        {
          name: 'Cold week',
          weekStarting: '2026-01-05',
          meals: [
            {
              day: 'Wednesday',
              meal: 'dinner',
              recipe: 'Grandma’s leek soup',
              recipeFile: 'recipes/grandma-s-leek-soup.json',
              recipeId: soup.id,
            },
          ],
        },
      ],
    });
    expect(jsonOf(files['shopping-list.json'])).toMatchObject({
      name: 'My Shopping List',
      items: [{ item: expect.stringContaining('bread'), checked: false, fromRecipes: ['Plain toast'] }],
    });
    // The household's pantry (issue 38).
    expect(jsonOf(files['pantry.json'])).toEqual({
      items: [{ food: 'eggs', amount: 6, unit: null, place: 'fridge', bestBefore: '2026-02-01' }],
    });
    const readme = new TextDecoder().decode(files['README.txt']);
    expect(readme).toContain('2 recipe(s)');
    expect(readme).toContain('pantry.json');
    expect(readme).toContain('hearth:notes');

    const mails = await readMail(cook.email);
    const ready = mails.find((mail) => mail.subject === 'Your Hearth export is ready');
    expect(ready?.text).toContain(`/exports/${job.jobId}`);
    expect(ready?.text).toContain('2 recipes, 1 photo and 1 meal plan');

    const latest = await api<LatestExportResponse>('/api/exports', { token: cook.idToken });
    expect(latest.status).toBe(200);
    expect(latest.body.latest?.jobId).toBe(job.jobId);
  });

  it('exports an empty account as a zip with only the README, plans, list, pantry and cook log', async () => {
    const cook = await signUpUser();
    const files = await downloadExport(await exportEverything(cook));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'cook-log.json',
      'meal-plans.json',
      'pantry.json',
      'shopping-list.json',
    ]);
    expect(jsonOf(files['pantry.json'])).toEqual({ items: [] });
    expect(jsonOf(files['meal-plans.json'])).toEqual({ mealPlans: [] });
  });

  it('answers 401 without a session, 400 for options it does not take, 404 for another cook’s export', async () => {
    const owner = await signUpUser();
    const other = await signUpUser();
    expect((await api('/api/exports', { method: 'POST', body: {} })).status).toBe(401);
    expect((await api('/api/exports')).status).toBe(401);

    const refused = await api<{ error: { message: string } }>('/api/exports', {
      method: 'POST',
      token: owner.idToken,
      body: { only: 'desserts' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toContain('An export takes no options');
    const none = await api<LatestExportResponse>('/api/exports', { token: owner.idToken });
    expect(none.body.latest).toBeNull();

    const job = await exportEverything(owner);
    expect((await api(`/api/exports/${job.jobId}`)).status).toBe(401);
    const theirs = await api<ExportJobView>(`/api/exports/${job.jobId}`, { token: other.idToken });
    expect(theirs.status).toBe(404);
    expect((await api('/api/exports/not-an-export', { token: owner.idToken })).status).toBe(404);
    const otherLatest = await api<LatestExportResponse>('/api/exports', { token: other.idToken });
    expect(otherLatest.body.latest).toBeNull();
  });

  it('streams a file larger than one part to S3 as a multipart upload; an aborted one leaves no file', async () => {
    // The server's own client, as the BuildExport Lambda has it (s3rver directly).
    const s3 = new S3Client({
      region: 'us-east-1',
      endpoint: inject('hearthS3Endpoint'),
      forcePathStyle: true,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const key = `exports/stream-test/${Date.now()}/big.bin`;
    const sink = s3UploadStream(async () => s3, MEDIA_BUCKET, key, 'application/zip', 5 * 1024 * 1024);
    const chunk = new Uint8Array(1024 * 1024).map((_, i) => i % 251);
    for (let i = 0; i < 12; i++) await sink.write(chunk);
    expect(await sink.close()).toBe(12 * 1024 * 1024);
    const stored = await s3.send(new GetObjectCommand({ Bucket: MEDIA_BUCKET, Key: key }));
    const bytes = await stored.Body?.transformToByteArray();
    expect(bytes?.length).toBe(12 * 1024 * 1024);
    expect(bytes?.slice(5 * 1024 * 1024, 5 * 1024 * 1024 + 4)).toEqual(chunk.slice(0, 4));

    const dropped = `exports/stream-test/${Date.now()}/dropped.bin`;
    const abandoned = s3UploadStream(
      async () => s3,
      MEDIA_BUCKET,
      dropped,
      'application/zip',
      5 * 1024 * 1024,
    );
    for (let i = 0; i < 6; i++) await abandoned.write(chunk);
    // s3rver has no AbortMultipartUpload (it answers MethodNotAllowed; S3 drops the parts, and the
    // bucket's AbortIncompleteUploads rule catches any left). Either way no file appears at the key.
    await abandoned.abort().catch((error: Error) => expect(error.name).toBe('MethodNotAllowed'));
    expect(await keysUnder(dropped)).toEqual([]);
  });
});
