// The one entry point that creates recipes: what it refuses before writing, how it answers a create
// that lost to concurrent ones, and a check of the source that no route creates recipes around it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreateOutcome, RecipeRecord } from '../../../data/entities/recipe.js';
import { routes } from '../../../routes.js';
import { AppError, DomainRefusal } from '../../../shared/errors.js';
import {
  type CreateRecipeDeps,
  createRecipes,
  type NewRecipe,
  recipeCreatingRoutes,
} from './create-recipe.js';

const fields = (overrides: Partial<NewRecipe['fields']> = {}): NewRecipe['fields'] => ({
  title: 'Soup',
  description: null,
  ingredients: null,
  instructions: null,
  sourceUrl: null,
  videoUrl: null,
  pdfUrl: null,
  imageUrl: null,
  prepTime: null,
  cookTime: null,
  servings: null,
  notes: null,
  isPublic: false,
  ...overrides,
});

function fakes(outcome: CreateOutcome, limit?: number) {
  const log: string[] = [];
  const deps: CreateRecipeDeps = {
    recipes: {
      create: async (recipe: RecipeRecord) => {
        log.push(`create ${recipe.title}`);
        return outcome;
      },
    },
    tags: {
      findOrCreate: async (names: string[]) => {
        log.push(`tags ${names.join(',')}`);
        return names.map((name) => ({ id: name, name }));
      },
    },
    allowance: {
      reserve: async (_userId: string, adding: number) => {
        log.push(`reserve ${adding}`);
        return { ownRecipeLimit: limit };
      },
    },
    media: {
      claim: async (keys: string[]) => {
        log.push(`claim ${keys.join(',')}`);
      },
      copy: async (address: string, to: string) => `${address}@${to}`,
    },
  };
  return { deps, log };
}

const clock = () => new Date('2026-05-06T07:08:09Z');
const plan = (overrides: Partial<NewRecipe['fields']> = {}, tags: string[] = []): NewRecipe => ({
  fields: fields(overrides),
  links: [],
  tags: { names: tags },
});

/** What refused: an input error (AppError) or a rule's refusal (DomainRefusal, answered by the handler). */
async function refusal(promise: Promise<unknown>): Promise<AppError | DomainRefusal> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error instanceof AppError || error instanceof DomainRefusal).toBe(true);
  return error as AppError | DomainRefusal;
}

describe('createRecipes', () => {
  it("refuses someone else's image or PDF with 400 before any read or write", async () => {
    const { deps, log } = fakes('created');
    const image = await refusal(
      createRecipes(
        deps,
        'me',
        [plan({ imageUrl: `/api/media/recipe-images/you/1700000000000.png` })],
        clock,
      ),
    );
    expect(image).toMatchObject({
      statusCode: 400,
      message: 'That image belongs to someone else. Please upload your own picture.',
    });
    const pdf = await refusal(
      createRecipes(
        deps,
        'me',
        [plan({ pdfUrl: `https://hearth.example/api/media/recipe-files/you/${'a'.repeat(32)}.pdf` })],
        clock,
      ),
    );
    expect(pdf).toMatchObject({
      statusCode: 400,
      message: 'That PDF belongs to someone else. Please upload your own copy.',
    });
    expect(log).toEqual([]);
  });

  it('reserves room for the whole batch before finding tags, claiming files or creating', async () => {
    const { deps, log } = fakes('created', 50);
    const own = `/api/media/recipe-images/me/1700000000000-${'b'.repeat(32)}.png`;
    await createRecipes(deps, 'me', [plan({ imageUrl: own }, ['soup']), plan({ title: 'Bread' })], clock);
    expect(log).toEqual([
      'reserve 2',
      `claim recipe-images/me/1700000000000-${'b'.repeat(32)}.png`,
      'tags soup',
      'create Soup',
      'create Bread',
    ]);
  });

  it('refuses subscription-required (HTTP 402) when the transaction finds the free tier full', async () => {
    const { deps } = fakes('over-limit', 50);
    expect(await refusal(createRecipes(deps, 'me', [plan()], clock))).toMatchObject({
      kind: 'subscription-required',
    });
  });

  it('refuses busy (HTTP 409), never subscription-required, when a create keeps losing to concurrent creates', async () => {
    const { deps } = fakes('busy');
    expect(await refusal(createRecipes(deps, 'me', [plan()], clock))).toMatchObject({
      kind: 'busy',
      message: 'Your recipes were being changed at the same moment. Please try again.',
    });
  });

  it("copies a copy's files into the new owner's space instead of refusing them", async () => {
    const { deps } = fakes('created');
    const theirs = `/api/media/recipe-files/you/${'c'.repeat(32)}.pdf`;
    const [copy] = await createRecipes(
      deps,
      'me',
      [{ ...plan({ pdfUrl: theirs }), copiedFrom: { recipeId: 'r1', title: 'Soup', ownerName: 'You' } }],
      clock,
    );
    expect(copy?.pdfUrl).toBe(`${theirs}@me`);
  });
});

// The source check: every route whose handler calls a recipe-creating use case is listed in
// recipeCreatingRoutes (so the route-walking free-tier test covers it), and only create-recipe.ts
// writes a recipe through the repository's create.
const SOURCE = join(import.meta.dirname, '../../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Exported functions in the domain that create recipes: createRecipes and, to a fixpoint, their callers. */
function creatingUseCases(): Set<string> {
  const functions = sourceFiles(join(SOURCE, 'domain')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split(/\n(?=export (?:async )?function )/)
      .map((chunk) => ({ name: /^export (?:async )?function (\w+)/.exec(chunk)?.[1], body: chunk }))
      .filter((entry): entry is { name: string; body: string } => entry.name !== undefined),
  );
  const creators = new Set(['createRecipes']);
  let grew = true;
  while (grew) {
    grew = false;
    for (const { name, body } of functions) {
      if (creators.has(name)) continue;
      if ([...creators].some((creator) => new RegExp(`\\b${creator}\\(`).test(body))) {
        creators.add(name);
        grew = true;
      }
    }
  }
  return creators;
}

describe('the list of recipe-creating routes', () => {
  it('names every route whose handler calls a recipe-creating use case, and only real routes', () => {
    const creators = creatingUseCases();
    // importItem is the collection import's workflow task (no route calls it); its free-tier stop is
    // tested in test/integration/collection-import.test.ts.
    expect(creators).toEqual(
      new Set(['createRecipes', 'addRecipes', 'copyRecipe', 'makeVariant', 'saveSuggestion', 'importItem']),
    );
    // Each handler is keyed by its manifest entry's name (handlers/http/<area>/index.ts): the text from
    // one such key to the next is that route's handler.
    const found: string[] = [];
    for (const file of sourceFiles(join(SOURCE, 'handlers/http'))) {
      const area = relative(join(SOURCE, 'handlers/http'), file).split(/[\\/]/)[0];
      const areaRoutes = new Map(routes.filter((r) => r.area === area).map((r) => [r.name, r]));
      let current: (typeof routes)[number] | undefined;
      for (const block of readFileSync(file, 'utf8').split(/\n\s+(?=\w+: (?:async )?\()/)) {
        current = areaRoutes.get(/^(\w+):/.exec(block)?.[1] ?? '') ?? current;
        const calls = [...creators].filter((name) => new RegExp(`\\b${name}\\(`).test(block));
        if (current && calls.length > 0) found.push(`${current.method} ${current.path} ${calls.join(',')}`);
      }
    }
    expect(found.sort()).toEqual(
      recipeCreatingRoutes.map((route) => `${route.method} ${route.path} ${route.useCase}`).sort(),
    );
    const known = new Set(routes.map((route) => `${route.method} ${route.path}`));
    for (const route of recipeCreatingRoutes) expect(known.has(`${route.method} ${route.path}`)).toBe(true);
  });

  it('has no recipe write outside the entry point', () => {
    const writers = sourceFiles(SOURCE)
      .filter((file) => /\brecipes\.create\(/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SOURCE, file));
    expect(writers).toEqual(['domain/recipes/use-cases/create-recipe.ts']);
  });
});
