// Recipe histories back from Hearth's own export (issue 39): what versions/*.json is read as, and the
// history a recipe made from its file is given (the export's versions, then the import's difference).
import { describe, expect, it } from 'vitest';
import { applyChanges } from '../../contracts/recipe-version-changes.js';
import type { VersionState } from '../../contracts/recipe-versions.js';
import type { ImportJobRecord, ItemResultRecord } from '../../data/entities/import-job.js';
import type { RecipeRecord } from '../../data/entities/recipe.js';
import type { RecipeVersion } from '../../data/entities/recipe-version.js';
import { readHearthVersions } from './formats/hearth-versions.js';
import { historyOf, keepHistories, restoreHistoriesBack } from './history-back.js';

const file = (name: string, value: unknown) => ({
  name,
  bytes: new TextEncoder().encode(JSON.stringify(value)),
});
const state = (over: Partial<VersionState> = {}): VersionState => ({
  title: 'Leek soup',
  description: null,
  ingredients: '2 leeks\n1 tsp salt',
  instructions: 'Simmer.',
  servings: 4,
  prepTime: null,
  cookTime: 30,
  imageUrl: null,
  sourceUrl: null,
  videoUrl: null,
  ...over,
});
const exported = (recipe: string, states: VersionState[]) => ({
  recipe,
  versions: states.map((s, i) => ({
    version: i + 1,
    savedAt: `2026-0${i + 1}-01T10:00:00.000Z`,
    savedBy: 'someone-else',
    origin: i === 0 ? 'created' : 'edited',
    changes: null,
    recipe: s,
  })),
});

describe("reading Hearth's versions files", () => {
  it('reads each whole history, naming its recipe file; leaves out one with a gap, a bad state or none', () => {
    const good = exported('recipes/leek-soup.json', [state(), state({ ingredients: '2 leeks\nno salt' })]);
    const gap = exported('recipes/toast.json', [state(), state()]);
    gap.versions[1] = { ...(gap.versions[1] as (typeof gap.versions)[number]), version: 3 };
    const histories = readHearthVersions([
      file('hearth-export/versions/leek-soup.json', good),
      file('versions/toast.json', gap),
      file('versions/bad.json', {
        recipe: 'recipes/bad.json',
        versions: [{ version: 1, savedAt: 'x', recipe: {} }],
      }),
      file('versions/empty.json', { recipe: 'recipes/empty.json', versions: [] }),
      file('recipes/leek-soup.json', { '@type': 'Recipe' }),
      file('a/b/versions/deep.json', good),
      { name: 'versions/broken.json', bytes: new TextEncoder().encode('{') },
    ]);
    expect(histories).toEqual([
      {
        file: 'leek-soup.json',
        versions: [
          { at: '2026-01-01T10:00:00.000Z', origin: 'created', restoredFrom: null, state: state() },
          {
            at: '2026-02-01T10:00:00.000Z',
            origin: 'edited',
            restoredFrom: null,
            state: state({ ingredients: '2 leeks\nno salt' }),
          },
        ],
      },
    ]);
  });
});

const recipe = (over: Partial<RecipeRecord> = {}) =>
  ({
    id: 'r1',
    userId: 'u1',
    createdAt: '2026-11-28T12:00:00.000Z',
    updatedAt: '2026-11-28T12:00:00.000Z',
    revision: 1,
    ...state({ ingredients: '2 leeks\nno salt' }),
    ...over,
  }) as RecipeRecord;

/** Every version rebuilt from the stored items, as the history reads them. */
function rebuilt(versions: RecipeVersion[]): VersionState[] {
  let current: VersionState | null = null;
  return versions.map((version) => {
    current = version.state ?? applyChanges(current as VersionState, version.changes ?? []);
    return current;
  });
}

describe('the history a recipe made from its file is given', () => {
  it('is the export’s versions on their days, by the importing cook, with their changes worked out again', () => {
    const states = Array.from({ length: 23 }, (_, i) => state({ servings: i + 1 }));
    const history = readHearthVersions([file('versions/s.json', exported('recipes/s.json', states))])[0];
    if (!history) throw new Error('no history');
    const versions = historyOf(
      history,
      recipe({ servings: 23, ingredients: '2 leeks\n1 tsp salt' }),
      'u1',
      'now',
    );
    expect(versions.map((v) => v.revision)).toEqual(states.map((_, i) => i + 1));
    expect(versions.every((v) => v.by === 'u1')).toBe(true);
    // Whole states on the checkpoints only (1 and 21), changes between.
    expect(versions.filter((v) => v.state).map((v) => v.revision)).toEqual([1, 21]);
    expect(versions[1]?.changes).toEqual([{ field: 'servings', from: 1, to: 2 }]);
    expect(rebuilt(versions)).toEqual(states);
  });

  it('ends with an "imported" version when the recipe as imported differs, and maps stored photos', () => {
    const photo = '/api/media/recipe-images/old-user/1772600767890.jpg';
    const history = readHearthVersions([
      file(
        'versions/s.json',
        exported('recipes/s.json', [
          state({ imageUrl: '/api/media/recipe-images/old-user/1700000000000.jpg' }),
          state({ imageUrl: photo }),
          state({ imageUrl: photo, title: 'Leek and potato soup' }),
        ]),
      ),
    ])[0];
    if (!history) throw new Error('no history');
    const mine = '/api/media/recipe-images/u1/1772600767999.jpg';
    const versions = historyOf(
      history,
      recipe({
        imageUrl: mine,
        title: 'Leek and potato soup',
        ingredients: '2 leeks\n1 tsp salt',
        prepTime: 5,
      }),
      'u1',
      '2026-11-28T12:00:00.000Z',
    );
    expect(rebuilt(versions).map((s) => s.imageUrl)).toEqual([null, mine, mine, mine]);
    expect(versions.at(-1)).toMatchObject({
      revision: 4,
      origin: 'imported',
      at: '2026-11-28T12:00:00.000Z',
      changes: [{ field: 'prepTime', from: null, to: 5 }],
    });
  });

  it('is given once, only to recipes this job made, under the job’s mark', async () => {
    const stored = new Map<string, Uint8Array>();
    const storage = {
      put: async (key: string, body: Uint8Array) => void stored.set(key, body),
      read: async (key: string) => stored.get(key) ?? ('missing' as const),
    } as unknown as Parameters<typeof keepHistories>[0];
    const job = { jobId: 'j1', userId: 'u1', householdId: 'h1' } as ImportJobRecord;
    const histories = readHearthVersions([
      file(
        'versions/a.json',
        exported('recipes/a.json', [state(), state({ ingredients: '2 leeks\nno salt' })]),
      ),
      file(
        'versions/b.json',
        exported('recipes/b.json', [state(), state({ ingredients: '2 leeks\nno salt' })]),
      ),
    ]);
    await keepHistories(storage, 'u1', 'j1', histories);
    const result = (origin: string, recipeId: string, status: ItemResultRecord['status']) =>
      ({ itemKey: origin, origin, status, recipeId }) as ItemResultRecord;
    const given: [string, number, string][] = [];
    const deps = {
      storage,
      now: () => new Date(),
      jobs: { results: async () => [result('a.json', 'r1', 'imported'), result('b.json', 'r2', 'skipped')] },
      recipes: { get: async (id: string) => recipe({ id }) },
      versions: {
        restoreHistory: async (id: string, versions: RecipeVersion[], mark: string) => {
          given.push([id, versions.length, mark]);
          return 'restored' as const;
        },
      },
    };
    expect(await restoreHistoriesBack(deps, job)).toBe(1);
    expect(given).toEqual([['r1', 2, 'import:j1']]);
  });
});
