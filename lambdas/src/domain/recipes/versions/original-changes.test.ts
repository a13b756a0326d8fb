// A variant's original's later changes, cut into changes taken one by one and placed in the variant's
// own text by their lines (issue 39).
import { describe, expect, it } from 'vitest';
import type { VersionState } from '../../../contracts/recipe-versions.js';
import { lineChanges, offeredChanges } from './original-changes.js';

const state = (ingredients: string, over: Partial<VersionState> = {}): VersionState => ({
  title: 'Stew',
  description: null,
  ingredients,
  instructions: null,
  servings: 6,
  prepTime: null,
  cookTime: null,
  imageUrl: null,
  sourceUrl: null,
  videoUrl: null,
  ...over,
});

describe("a variant's original's changes", () => {
  it('are a change per changed line, and one per run of lines added or removed', () => {
    const changes = lineChanges(
      'ingredients',
      'beef\nsalt\nwine\ncarrots',
      'beef\nless salt\nstock\ncarrots\nbay leaf',
    );
    expect(changes.map(({ id, at, remove, add }) => ({ id, at, remove, add }))).toEqual([
      { id: 'ingredients:0', at: 1, remove: ['salt'], add: ['less salt'] },
      { id: 'ingredients:1', at: 2, remove: ['wine'], add: ['stock'] },
      { id: 'ingredients:2', at: 4, remove: [], add: ['bay leaf'] },
    ]);
  });

  it('fit the variant where it still has those lines, wherever they moved, and not where it changed them', () => {
    const base = state('beef\nsalt\nwine\ncarrots', { servings: 6 });
    const now = state('beef\nless salt\nstock\ncarrots\nbay leaf', { servings: 4 });
    // The variant put onions first and changed the wine itself.
    const variant = state('onions\nbeef\nsalt\ncider\ncarrots', { servings: 6 });
    const { offered } = offeredChanges(base, now, variant, 'u1');
    expect(offered.map((change) => [change.id, change.fits])).toEqual([
      ['servings', true],
      ['ingredients:0', true],
      ['ingredients:1', false],
      ['ingredients:2', true],
    ]);
  });

  it('leave out a value the variant already has, and a photo stored under someone else', () => {
    const base = state('beef', { servings: 6 });
    const now = state('beef', { servings: 4, imageUrl: '/api/media/recipe-images/u2/1772600767890.jpg' });
    expect(offeredChanges(base, now, state('beef', { servings: 4 }), 'u1').offered).toEqual([]);
    expect(offeredChanges(base, now, state('beef', { servings: 4 }), 'u2').offered).toMatchObject([
      { id: 'imageUrl', fits: true },
    ]);
  });
});
