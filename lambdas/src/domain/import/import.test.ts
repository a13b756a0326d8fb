import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { s3Storage } from '../../adapters/storage/s3-storage.js';
import { recipeFileUploadRequest } from '../../contracts/extraction.js';
import { AppError } from '../../shared/errors.js';
import { PENDING_UPLOAD_TAGGING } from '../media/recipe-media.js';
import type { DocumentImportDeps } from './document-imports.js';
import { extractRecipe, type RecipeSourceLookup } from './extract-recipe.js';
import { failureAnswer, ImportFailure } from './failures.js';
import { normaliseRecipes } from './normalise.js';
import type { ExtractRecipeWorkflow, WorkflowOutcome } from './ports.js';
import {
  isOwnRecipeFile,
  recipeFileKey,
  recipeFileType,
  signRecipeFileDownload,
  signRecipeFileUpload,
} from './recipe-files.js';

const signer = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:9',
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});
const storage = s3Storage({ server: async () => signer, browser: async () => signer, bucket: 'media' });

describe('normaliseRecipes', () => {
  it('tidies text, drops empty and repeated lines and bounds numbers', () => {
    const [recipe] = normaliseRecipes(
      [
        {
          title: '  Leek   soup ',
          ingredients: ['2 leeks', ' ', '2 leeks', '1 l  stock'],
          instructions: ['Simmer.'],
          prepTime: 10.4,
          cookTime: -5,
          servings: 0,
          sourceUrl: 'https://example.com/soup',
          imageUrl: 'javascript:alert(1)',
          uncertainLines: ['1 l  stock'],
        },
      ],
      'Untitled recipe',
    );
    expect(recipe).toMatchObject({
      title: 'Leek soup',
      ingredients: ['2 leeks', '1 l stock'],
      prepTime: 10,
      cookTime: null,
      servings: null,
      imageUrl: null,
      sourceUrl: 'https://example.com/soup',
      uncertainLines: ['1 l stock'],
    });
  });

  it('leaves out recipes with neither ingredients nor steps, names untitled ones, and drops repeats', () => {
    const soup = { ingredients: ['leek'], instructions: ['Boil.'] };
    const recipes = normaliseRecipes(
      [{ title: 'Empty', ingredients: [], instructions: [] }, soup, soup],
      'Recipe from a photo',
    );
    expect(recipes.map((r) => r.title)).toEqual(['Recipe from a photo']);
  });

  it('keeps a partial reading of a page with a title even without lists, and flags it', () => {
    const recipes = normaliseRecipes(
      [
        { title: 'Grandma’s kuglóf', ingredients: [], instructions: [], partial: true },
        { title: '  ', ingredients: [], instructions: [], partial: true },
      ],
      'Untitled recipe',
    );
    expect(recipes).toEqual([
      expect.objectContaining({
        title: 'Grandma’s kuglóf',
        ingredients: [],
        instructions: [],
        partial: true,
      }),
    ]);
    expect(normaliseRecipes([{ title: 'Soup', ingredients: ['1 leek'] }], 'x')[0]?.partial).toBe(false);
  });

  it("keeps a photo's doubtful words on the lines they belong to when lines are dropped", () => {
    const [recipe] = normaliseRecipes(
      [
        {
          title: 'Scones',
          ingredients: ['2 cups flour', ' ', '2 cups flour', '½ teaspoon salt'],
          instructions: ['Bake.'],
          doubtful: [
            { field: 'ingredients', line: 3, start: 0, end: 1 },
            { field: 'title', line: 0, start: 0, end: 6 },
            { field: 'ingredients', line: 1, start: 0, end: 1 },
            { field: 'instructions', line: 0, start: 0, end: 40 },
          ],
        },
      ],
      'Recipe from a photo',
    );
    expect(recipe?.ingredients).toEqual(['2 cups flour', '½ teaspoon salt']);
    expect(recipe?.doubtful).toEqual([
      { field: 'ingredients', line: 1, start: 0, end: 1 },
      { field: 'title', line: 0, start: 0, end: 6 },
    ]);
  });
  it("keeps a photo's line readings on the lines they belong to, renumbered when lines are dropped", () => {
    const [recipe] = normaliseRecipes(
      [
        {
          title: 'Card',
          ingredients: ['', '½ cup milk', '½ cup milk', '2 eggs'],
          instructions: ['Whisk.'],
          readings: [
            { field: 'ingredients', line: 1, read: 'Y2 cup milk', confidence: 38.6 },
            { field: 'ingredients', line: 2, read: '½ cup milk', confidence: 90 },
            { field: 'ingredients', line: 3, read: '2 eggs', confidence: 95 },
            { field: 'instructions', line: 0, read: 'Whisk.', confidence: 97 },
            { field: 'instructions', line: 4, read: 'gone', confidence: 10 },
          ],
        },
      ],
      'Photo',
    );
    expect(recipe?.ingredients).toEqual(['½ cup milk', '2 eggs']);
    expect(recipe?.readings).toEqual([
      { field: 'ingredients', line: 0, read: 'Y2 cup milk', confidence: 39 },
      { field: 'ingredients', line: 1, read: '2 eggs', confidence: 95 },
      { field: 'instructions', line: 0, read: 'Whisk.', confidence: 97 },
    ]);
  });
});

describe('recipe file uploads', () => {
  it("signs a POST pinned to a random key under the caller's prefix, the exact type and the size range", async () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const upload = await signRecipeFileUpload(
      storage,
      'user-1',
      { contentType: 'application/pdf', size: 1000 },
      now,
    );
    expect(upload.key).toMatch(/^recipe-files\/user-1\/[a-f0-9]{32}\.pdf$/);
    expect(upload.fields).toMatchObject({ key: upload.key, 'Content-Type': 'application/pdf' });
    const policy = JSON.parse(Buffer.from(upload.fields.Policy ?? '', 'base64').toString('utf8')) as {
      expiration: string;
      conditions: unknown[];
    };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, 20 * 1024 * 1024],
        ['eq', '$Content-Type', 'application/pdf'],
        // Stored tagged pending until a recipe claims it; unclaimed uploads expire.
        ['eq', '$tagging', PENDING_UPLOAD_TAGGING],
        { key: upload.key },
        { bucket: 'media' },
      ]),
    );
    expect(upload.fields.tagging).toBe(
      '<Tagging><TagSet><Tag><Key>hearth-upload</Key><Value>pending</Value></Tag></TagSet></Tagging>',
    );
    // The signer's own clock sets the policy's expiry; the answer reports the same five minutes.
    expect(upload.expiresAt).toBe('2026-01-01T00:05:00.000Z');
    expect(Date.parse(policy.expiration) - Date.now()).toBeLessThanOrEqual(300_000);
  });

  it('holds a photo to the 10 MB Textract reads, in the request and in the signed policy', async () => {
    const photo = await signRecipeFileUpload(
      storage,
      'user-1',
      { contentType: 'image/jpeg', size: 1000 },
      new Date(),
    );
    const policy = JSON.parse(Buffer.from(photo.fields.Policy ?? '', 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 10 * 1024 * 1024]);
    expect(photo.maxBytes).toBe(10 * 1024 * 1024);
    const eleven = 11 * 1024 * 1024;
    const refused = recipeFileUploadRequest.safeParse({ contentType: 'image/png', size: eleven });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['The photo must be less than 10MB']);
    expect(recipeFileUploadRequest.safeParse({ contentType: 'application/pdf', size: eleven }).success).toBe(
      true,
    );
  });

  it("accepts only the caller's own keys of the kind asked for", () => {
    const image = 'recipe-files/user-1/0123456789abcdef0123456789abcdef.jpg';
    const pdf = 'recipe-files/user-1/0123456789abcdef0123456789abcdef.pdf';
    expect(isOwnRecipeFile('user-1', image, 'image')).toBe(true);
    expect(isOwnRecipeFile('user-1', pdf, 'pdf')).toBe(true);
    expect(isOwnRecipeFile('user-1', pdf, 'image')).toBe(false);
    expect(isOwnRecipeFile('user-2', image, 'image')).toBe(false);
    expect(isOwnRecipeFile('user-1', 'recipe-files/user-1/../user-2/x.jpg', 'image')).toBe(false);
    expect(isOwnRecipeFile('user-1', 'recipe-images/user-1/1.jpg', 'image')).toBe(false);
    expect(recipeFileType(image)).toBe('image/jpeg');
    expect(recipeFileType(pdf)).toBe('application/pdf');
  });

  it('reads back only well-formed file addresses, through a short-lived inline address', async () => {
    const name = '0123456789abcdef0123456789abcdef.pdf';
    expect(recipeFileKey('user-1', name)).toBe(`recipe-files/user-1/${name}`);
    expect(recipeFileKey('user-1', '..%2Fsecret.pdf')).toBeNull();
    expect(recipeFileKey('user-1', 'notes.txt')).toBeNull();
    expect(recipeFileKey('../user-2', name)).toBeNull();
    const url = new URL(await signRecipeFileDownload(storage, `recipe-files/user-1/${name}`));
    expect(url.pathname).toBe(`/media/recipe-files/user-1/${name}`);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    expect(url.searchParams.get('response-content-disposition')).toBe('inline; filename="recipe.pdf"');
  });
});

describe('failureAnswer', () => {
  it('turns workflow errors into the spec messages', () => {
    expect(failureAnswer('NoRecipes')).toMatchObject({ statusCode: 422, message: 'No recipes found' });
    expect(failureAnswer('NoRecipeInImage').message).toBe('No recipe found in image');
    expect(failureAnswer('AddressRefused').message).toBe('That address cannot be imported');
    expect(failureAnswer('States.Timeout').message).toBe('The page took too long to respond');
    expect(failureAnswer('TooManyPages')).toMatchObject({
      statusCode: 422,
      code: 'too_many_pages',
      message: 'That PDF has more than 20 pages. Please import just the pages with the recipe.',
    });
    expect(failureAnswer('PageTooLargeToRender').message).toBe('That PDF has a page too large to read');
    expect(failureAnswer('Lambda.Unknown', 'stack trace…')).toMatchObject({
      statusCode: 502,
      message: 'Failed to extract recipe',
    });
  });

  it('passes on the HTTP status of an unavailable page, from a Lambda cause or a plain one', () => {
    const message = 'That page could not be loaded (HTTP 503)';
    expect(failureAnswer('PageUnavailable', JSON.stringify({ errorMessage: message })).message).toBe(message);
    expect(failureAnswer('PageUnavailable', message).message).toBe(message);
    expect(failureAnswer('PageUnavailable', 'internal detail').message).toBe('That page could not be loaded');
  });

  it('names an ImportFailure by its reason, as Step Functions will see it', () => {
    const failure = new ImportFailure('NoRecipes');
    expect(failure.name).toBe('NoRecipes');
    expect(failure.message).toBe('No recipes found');
  });
});

describe('extractRecipe', () => {
  const recipe = {
    title: 'Soup',
    description: null,
    ingredients: ['1 leek'],
    instructions: ['Simmer.'],
    sourceUrl: 'https://example.com/soup',
    videoUrl: null,
    imageUrl: null,
    pdfUrl: null,
    prepTime: null,
    cookTime: null,
    servings: null,
    yields: null,
    suggestedCategories: [],
    uncertainLines: [],
    partial: false,
  };

  function fakes(outcome: WorkflowOutcome, existing: Record<string, string> = {}) {
    const runs: unknown[] = [];
    const lookups: string[] = [];
    const workflow: ExtractRecipeWorkflow = {
      run: async (input) => {
        runs.push(input);
        return outcome;
      },
    };
    const sources: RecipeSourceLookup = {
      findRecipeId: async (_userId, address) => {
        lookups.push(address);
        return existing[address] ?? null;
      },
    };
    // No long import here (document-imports.test.ts has those): starting one fails the test.
    const longImports = {
      jobs: {} as DocumentImportDeps['jobs'],
      workflow: {
        start: async () => {
          throw new Error('no long import expected');
        },
      },
    };
    return { deps: { workflow, sources, longImports }, runs, lookups };
  }

  const caller = { userId: 'user-1', householdId: 'user-1' };
  const now = new Date('2026-05-01T12:00:00Z');

  it('answers the recipes and the existing recipe from the redirected address', async () => {
    const { deps, lookups } = fakes(
      { status: 'succeeded', output: { recipes: [recipe], sourceUrl: 'https://example.com/soup' } },
      { 'https://example.com/soup': 'recipe-9' },
    );
    const result = await extractRecipe(deps, caller, { type: 'url', url: 'https://exa.mp/le' }, now);
    expect(result).toEqual({ recipes: [recipe], existingRecipeId: 'recipe-9', job: null });
    expect(lookups).toEqual(['https://exa.mp/le', 'https://example.com/soup']);
  });

  it("refuses another user's file as not found without running the workflow", async () => {
    const { deps, runs } = fakes({ status: 'succeeded', output: { recipes: [recipe] } });
    const error = await extractRecipe(
      deps,
      caller,
      {
        type: 'image',
        key: 'recipe-files/user-2/0123456789abcdef0123456789abcdef.jpg',
      },
      now,
    ).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(404);
    expect(runs).toEqual([]);
  });

  it("links a PDF's recipes to the uploaded original, which is then kept with them", async () => {
    const { deps } = fakes({
      status: 'succeeded',
      output: { recipes: [recipe, { ...recipe, title: 'Bread' }] },
    });
    const key = 'recipe-files/user-1/0123456789abcdef0123456789abcdef.pdf';
    const result = await extractRecipe(deps, caller, { type: 'pdf', key }, now);
    expect(result.recipes.map((found) => found.pdfUrl)).toEqual([`/api/media/${key}`, `/api/media/${key}`]);
    const photo = await extractRecipe(
      deps,
      caller,
      {
        type: 'image',
        key: 'recipe-files/user-1/0123456789abcdef0123456789abcdef.jpg',
      },
      now,
    );
    expect(photo.recipes[0]?.pdfUrl).toBeNull();
  });

  it('turns a failed run into its status and message', async () => {
    const { deps } = fakes({ status: 'failed', error: 'NoRecipes', cause: 'No recipes found' });
    await expect(
      extractRecipe(deps, caller, { type: 'url', url: 'https://example.com/' }, now),
    ).rejects.toMatchObject({ statusCode: 422, message: 'No recipes found' });
  });
});
