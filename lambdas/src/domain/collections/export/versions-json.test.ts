import { describe, expect, it } from 'vitest';
import { changesBetween } from '../../../contracts/recipe-version-changes.js';
import { snapshotOf } from '../../../contracts/recipe-versions.js';
import { versionsJson } from './versions-json.js';

const first = snapshotOf({
  title: 'Stew',
  description: null,
  ingredients: '1 kg beef\n2 tsp salt',
  instructions: 'Simmer.',
  servings: 4,
  prepTime: null,
  cookTime: null,
  imageUrl: null,
  sourceUrl: null,
  videoUrl: null,
});
const second = { ...first, ingredients: '1 kg beef\n1 tsp salt' };

describe('a recipe history in the export', () => {
  it('writes every version with its change and the whole recipe as it stood', () => {
    const json = versionsJson(
      [
        {
          revision: 1,
          at: 't1',
          by: 'u1',
          origin: 'created',
          restoredFrom: null,
          changes: null,
          state: first,
        },
        {
          revision: 2,
          at: 't2',
          by: 'u1',
          origin: 'edited',
          restoredFrom: null,
          changes: changesBetween(first, second),
          state: null,
        },
      ],
      'recipes/stew.json',
    );
    expect(json.recipe).toBe('recipes/stew.json');
    expect(json.versions.map((version) => [version.version, version.origin, version.recipe])).toEqual([
      [1, 'created', first],
      [2, 'edited', second],
    ]);
    expect(json.versions[1]?.changes?.[0]).toMatchObject({ field: 'ingredients' });
  });
});
