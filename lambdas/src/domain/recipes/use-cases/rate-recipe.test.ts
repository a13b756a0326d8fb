// The rating use case with in-memory repositories: retries lost races, refuses what the caller cannot see.

import { describe, expect, it } from 'vitest';
import { visibilityFields } from '../../../../../test/support/recipe-records.js';
import type { RateCommand, RateOutcome } from '../../../data/entities/rating.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import type { ViewerState } from '../../../data/entities/viewer-state.js';
import { rateRecipe } from './rate-recipe.js';
import type { RecipeRepositories } from './repositories.js';

const clock = () => new Date('2026-05-06T07:08:09.000Z');

function recipe(overrides: Partial<RecipeRecord> = {}): RecipeRecord {
  return {
    id: 'r1',
    userId: 'owner',
    title: 'Stew',
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
    isPublic: true,
    visibility: 'public',
    householdId: 'household-1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    categories: [],
    categoryIds: [],
    tags: [],
    ratingSum: 7,
    ratingCount: 2,
    ownerRated: false,
    version: 0,
    ...overrides,
    ...visibilityFields(overrides),
  };
}

/** Repositories whose rate() answers the scripted outcomes in turn and records each command. */
function fakes(stored: RecipeRecord | null, state: ViewerState, outcomes: RateOutcome[]) {
  const commands: RateCommand[] = [];
  const repos = {
    recipes: { get: async () => stored },
    viewerStates: { get: async () => state },
    ratings: {
      rate: async (command: RateCommand) => {
        commands.push(command);
        return outcomes.shift() ?? 'saved';
      },
    },
  } as unknown as Pick<RecipeRepositories, 'recipes' | 'ratings' | 'viewerStates'>;
  return { repos, commands };
}

describe('rateRecipe', () => {
  it('retries after a lost race and reports a 5 that adds to favorites', async () => {
    const { repos, commands } = fakes(recipe(), { rating: null, favorite: false }, [
      'busy',
      'changed',
      'saved',
    ]);
    const result = await rateRecipe(repos, 'fan', 'r1', 5, clock);
    expect(commands).toHaveLength(3);
    expect(commands[0]).toMatchObject({ userId: 'fan', isOwner: false, previous: null, rating: 5 });
    expect(result).toEqual({
      rating: 5,
      favorite: true,
      addedToFavorites: true,
      summary: { average: 4, count: 3 },
    });
  });

  it('replaces an earlier rating without counting the user twice', async () => {
    const { repos, commands } = fakes(recipe(), { rating: 4, favorite: true }, ['saved']);
    const result = await rateRecipe(repos, 'fan', 'r1', 1, clock);
    expect(commands[0]?.previous).toBe(4);
    expect(result).toMatchObject({
      favorite: true,
      addedToFavorites: false,
      summary: { average: 2, count: 2 },
    });
  });

  it("is 404 for someone else's private recipe and when the recipe goes away meanwhile", async () => {
    const hidden = fakes(recipe({ isPublic: false }), { rating: null, favorite: false }, []);
    await expect(rateRecipe(hidden.repos, 'fan', 'r1', 3, clock)).rejects.toMatchObject({ statusCode: 404 });
    expect(hidden.commands).toHaveLength(0);
    const gone = fakes(recipe(), { rating: null, favorite: false }, ['unavailable']);
    await expect(rateRecipe(gone.repos, 'fan', 'r1', 3, clock)).rejects.toMatchObject({ statusCode: 404 });
  });

  it("gives up with the spec's message after repeated conflicts", async () => {
    const { repos } = fakes(recipe(), { rating: null, favorite: false }, Array(20).fill('busy'));
    await expect(rateRecipe(repos, 'fan', 'r1', 3, clock)).rejects.toMatchObject({
      kind: 'busy',
      message: 'Failed to add rating',
    });
  });
});
