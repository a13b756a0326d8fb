// The suggestion use case with in-memory repositories and a scripted model: the allowance is taken
// before the model is asked and given back when the model fails, and the model's recipes are ranked
// fits like any other. (The no-model path runs end to end in test/integration/finder.test.ts.)
import { describe, expect, it } from 'vitest';
import { createSuggester, SuggestionError } from '../../adapters/llm/recipe-suggester.js';
import type { DietaryInfo } from '../../contracts/allergens.js';
import { recipeFoods } from '../ingredients/food-keys.js';
import { LIBRARY_LICENCE, LIBRARY_SOURCE, type LibraryRecipe } from './library/index.js';
import { suggestRecipes } from './suggest.js';
import { libraryDietary } from './suggest-for-home.js';
import type { FinderRepos } from './use-cases.js';

function fakeRepos(limitUsed = 0) {
  const calls: string[] = [];
  let used = limitUsed;
  const repos: FinderRepos = {
    finderIndex: { collection: async () => ({ foods: [], entries: [] }) },
    foodLinks: {
      finderRecipes: async () => [],
      recentPublicRecipes: async () => [],
    },
    quota: {
      take: async (_userId, _now, limit) => {
        calls.push('take');
        if (used >= limit) return null;
        used += 1;
        return { used };
      },
      giveBack: async () => {
        calls.push('giveBack');
        used -= 1;
      },
    },
  };
  return { repos, calls, used: () => used };
}

const answer = JSON.stringify({
  recipes: [
    {
      title: 'Egg fried rice',
      description: 'Quick.',
      ingredients: ['2 cups cooked rice', '2 eggs', '1 tbsp soy sauce'],
      instructions: ['Fry the rice.', 'Scramble in the eggs.'],
      prepTimeMinutes: 5,
      cookTimeMinutes: 10,
      servings: 2,
    },
  ],
});

const deps = (repos: FinderRepos, transport: () => Promise<string>) => ({
  repos,
  suggester: createSuggester('bedrock', transport),
  library: async () => [],
  clock: () => new Date('2025-03-01T12:00:00Z'),
  dailyLimit: 3,
});

describe('suggestRecipes with a model', () => {
  it("returns the model's recipes with what they use and lack, counting one request", async () => {
    const { repos, calls } = fakeRepos();
    const result = await suggestRecipes(
      deps(repos, async () => answer),
      'u1',
      ['egg', 'rice'],
    );
    expect(calls).toEqual(['take']);
    expect(result).toMatchObject({ origin: 'ai', remainingToday: 2 });
    expect(result.suggestions[0]).toMatchObject({
      title: 'Egg fried rice',
      source: { kind: 'ai', name: 'Amazon Bedrock', licence: null },
      uses: ['egg', 'rice'],
      missing: ['1 tbsp soy sauce'],
      usesAll: true,
      prepTime: 5,
    });
  });

  it('gives the request back when the model fails, and says when it is busy', async () => {
    const { repos, calls, used } = fakeRepos();
    const busy = async () => {
      throw Object.assign(new Error('slow down'), { name: 'ThrottlingException' });
    };
    await expect(suggestRecipes(deps(repos, busy), 'u1', ['egg'])).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(calls).toEqual(['take', 'giveBack']);
    expect(used()).toBe(0);

    await expect(
      suggestRecipes(
        deps(repos, async () => 'no json'),
        'u1',
        ['egg'],
      ),
    ).rejects.toMatchObject({
      statusCode: 502,
      message: 'Failed to get AI suggestions',
    });
    expect(used()).toBe(0);
  });

  it('refuses with 429 once the day is used up, without asking the model', async () => {
    const { repos } = fakeRepos(3);
    let asked = false;
    const transport = async () => {
      asked = true;
      return answer;
    };
    await expect(suggestRecipes(deps(repos, transport), 'u1', ['egg'])).rejects.toMatchObject({
      statusCode: 429,
    });
    expect(asked).toBe(false);
  });

  it('is a SuggestionError the route maps, not a raw SDK error', async () => {
    const suggester = createSuggester('openai-compatible', async () => {
      throw new Error('The language model answered HTTP 503');
    });
    const failure = await suggester.suggest(['egg']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SuggestionError);
    expect((failure as SuggestionError).busy).toBe(true);
  });
});

describe('suggestRecipes from the library, for a household with an allergy', () => {
  const libraryRecipe = (title: string, ingredients: string[]): LibraryRecipe => ({
    id: title.toLowerCase().replace(/ /g, '-'),
    title,
    description: '',
    ingredients,
    instructions: ['Cook.'],
    prepTime: null,
    cookTime: null,
    servings: null,
    kind: 'mains',
    licence: LIBRARY_LICENCE,
    source: LIBRARY_SOURCE,
    foods: recipeFoods(ingredients.join('\n')),
  });
  const satay = libraryRecipe('Chicken satay', ['500 g chicken thighs', '3 tbsp peanut butter']);
  const roast = libraryRecipe('Roast chicken', ['1 whole chicken', '1 lemon']);

  it('leaves out what conflicts, request after request, classifying each library recipe once', async () => {
    const { repos } = fakeRepos();
    const noPeanuts = ({ dietary }: { dietary?: DietaryInfo | null }) =>
      !dietary?.contains.includes('peanuts');
    const libraryDeps = {
      ...deps(repos, async () => answer),
      suggester: null,
      library: async () => [satay, roast],
    };
    for (const _request of [1, 2]) {
      const { suggestions, origin } = await suggestRecipes(libraryDeps, 'u1', ['chicken'], {
        safe: noPeanuts,
      });
      expect(origin).toBe('library');
      expect(suggestions.map((suggestion) => suggestion.title)).toEqual(['Roast chicken']);
    }
    expect(libraryDietary(satay).contains).toContain('peanuts');
    // Kept from the first request: the same classification, not read again.
    expect(libraryDietary(satay)).toBe(libraryDietary(satay));
    const everything = await suggestRecipes(libraryDeps, 'u1', ['chicken']);
    expect(everything.suggestions.map((suggestion) => suggestion.title)).toEqual([
      'Chicken satay',
      'Roast chicken',
    ]);
  });
});
