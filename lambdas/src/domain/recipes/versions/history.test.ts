import { describe, expect, it } from 'vitest';
import { snapshotOf, type VersionState } from '../../../contracts/recipe-versions.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import type { RecipeVersion } from '../../../data/entities/recipe-version.js';
import { getVersion, HISTORY_HIDDEN, listVersions, rebuild, VERSION_NOT_FOUND } from './history.js';
import { versionsOfEdit } from './versions-of-edit.js';

const recipe = (overrides: Partial<RecipeRecord> = {}): RecipeRecord => ({
  id: 'r1',
  userId: 'sam',
  householdId: 'h1',
  title: 'Stew',
  description: null,
  ingredients: '1 kg beef\n2 tsp salt',
  instructions: 'Simmer.',
  sourceUrl: null,
  videoUrl: null,
  pdfUrl: null,
  imageUrl: null,
  prepTime: null,
  cookTime: null,
  servings: 4,
  notes: null,
  visibility: 'household',
  isPublic: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  categories: [],
  categoryIds: [],
  tags: [],
  ratingSum: 0,
  ratingCount: 0,
  ownerRated: false,
  version: 0,
  revision: 1,
  ...overrides,
});

/** A history of `edits` edits, each changing the salt line, as the edit use case would write it. */
function history(edits: number) {
  let current = recipe();
  const versions: RecipeVersion[] = [
    {
      revision: 1,
      at: current.createdAt,
      by: 'sam',
      origin: 'created',
      restoredFrom: null,
      changes: null,
      state: snapshotOf(current),
    },
  ];
  const states: VersionState[] = [snapshotOf(current)];
  for (let edit = 1; edit <= edits; edit += 1) {
    const next = { ...current, ingredients: `1 kg beef\n${edit} tsp salt`, updatedAt: `t${edit}` };
    const made = versionsOfEdit(current, next, 'sam', { origin: 'edited' });
    versions.push(...made);
    current = { ...next, revision: made.at(-1)?.revision ?? 0 };
    states.push(snapshotOf(current));
  }
  return { versions, states, current };
}

describe('versions of an edit', () => {
  it('makes one version holding the change, none when nothing versioned changed', () => {
    const before = recipe();
    const [version, ...rest] = versionsOfEdit(before, { ...before, servings: 6 }, 'sam', {
      origin: 'edited',
    });
    expect(rest).toEqual([]);
    expect(version).toMatchObject({
      revision: 2,
      by: 'sam',
      changes: [{ field: 'servings', from: 4, to: 6 }],
    });
    expect(version?.state).toBeNull();
    expect(
      versionsOfEdit(before, { ...before, tags: [{ id: 't', name: 'Winter' }] }, 'sam', { origin: 'edited' }),
    ).toEqual([]);
  });

  it('starts the history of a recipe saved before histories with its version as it stood', () => {
    const before = recipe({ revision: 0 });
    const made = versionsOfEdit(before, { ...before, title: 'Beef stew' }, 'sam', { origin: 'edited' });
    expect(made.map((version) => [version.revision, version.origin])).toEqual([
      [1, 'before-history'],
      [2, 'edited'],
    ]);
    expect(made[0]?.state?.title).toBe('Stew');
  });

  it('keeps a whole snapshot every 20 versions: a 100-edit recipe stores 6 and 95 changes', () => {
    const { versions } = history(100);
    expect(versions).toHaveLength(101);
    expect(versions.filter((version) => version.state).map((version) => version.revision)).toEqual([
      1, 21, 41, 61, 81, 101,
    ]);
  });

  it('rebuilds any version from its checkpoint and the changes after it', () => {
    const { versions, states } = history(45);
    for (const revision of [1, 2, 20, 21, 22, 40, 46]) {
      const from = versions.findIndex((version) => version.revision === revision - ((revision - 1) % 20));
      expect(rebuild(versions.slice(from, revision), revision)).toEqual(states[revision - 1]);
    }
    // A gap in the chain rebuilds nothing rather than something wrong.
    expect(rebuild([versions[20] as RecipeVersion, versions[22] as RecipeVersion], 23)).toBeNull();
  });
});

describe('reading a history', () => {
  const { versions, current } = history(3);
  const repos = {
    recipes: { get: async (id: string) => (id === 'r1' ? current : null) },
    versions: {
      page: async () => ({ items: [...versions].reverse(), nextCursor: null }),
      range: async (_id: string, from: number, to: number) =>
        versions.filter((version) => version.revision >= from && version.revision <= to),
    },
  };

  it('lists the versions newest first for the household, with their changes', async () => {
    const page = await listVersions(repos, { userId: 'kim', householdId: 'h1' }, 'r1', undefined);
    expect(page.items.map((item) => item.revision)).toEqual([4, 3, 2, 1]);
    expect(page.items[0]).toMatchObject({
      byYou: false,
      origin: 'edited',
      changes: [{ field: 'ingredients' }],
    });
  });

  it('hides the history from someone outside the household, and the recipe from who may not see it', async () => {
    const publicRecipe = {
      ...repos,
      recipes: { get: async () => ({ ...current, visibility: 'public' as const, isPublic: true }) },
    };
    await expect(
      listVersions(publicRecipe, { userId: 'eve', householdId: 'h9' }, 'r1', undefined),
    ).rejects.toMatchObject({
      statusCode: 403,
      message: HISTORY_HIDDEN,
    });
    await expect(
      listVersions(repos, { userId: 'eve', householdId: 'h9' }, 'r1', undefined),
    ).rejects.toMatchObject({ statusCode: 404 });
  });

  it('gives one version whole, and no version past the newest', async () => {
    const version = await getVersion(repos, { userId: 'sam', householdId: 'h1' }, 'r1', 2);
    expect(version.state.ingredients).toBe('1 kg beef\n1 tsp salt');
    await expect(getVersion(repos, { userId: 'sam', householdId: 'h1' }, 'r1', 9)).rejects.toMatchObject({
      statusCode: 404,
      message: VERSION_NOT_FOUND,
    });
  });
});
