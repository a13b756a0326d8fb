// The ingredient finder's suggestions: recipes suggested (a model when one is configured, else Hearth's
// library plus community recipes, ranked the same way) within a daily allowance, and a suggestion saved
// as a private recipe through the recipes' add use case (which creates through createRecipes, so the
// free tier's own-recipe limit holds here too). Searching the collection: ./use-cases.ts.

import type { SaveSuggestionRequest, Suggestion, SuggestResponse } from '../../contracts/finder.js';
import type { RecipeCard } from '../../contracts/recipe-views.js';
import { recipeInput } from '../../contracts/recipes.js';
import type { FinderRecipe } from '../../data/entities/recipe-food.js';
import { AppError, tooManyRequests } from '../../shared/errors.js';
import { recipeFoods } from '../ingredients/food-keys.js';
import { addRecipes } from '../recipes/use-cases/add-recipes.js';
import type { CreateRecipeDeps, RecipeOwner } from '../recipes/use-cases/create-recipe.js';
import type { Clock, RecipeRepositories } from '../recipes/use-cases/repositories.js';
import type { LibraryRecipe } from './library/index.js';
import type { PantryFood } from './pantry-ingredients.js';
import { type RecipeSuggester, SuggestionError } from './ports.js';
import { fitOf, givenIngredients, missingLines, rankByFit } from './rank.js';
import {
  dietaryOf,
  libraryDietary,
  maySuggest,
  rankWithPantry,
  type SafeCheck,
  withPantry,
} from './suggest-for-home.js';

import type { FinderRepos } from './use-cases.js';

/** Suggestions shown at once. */
export const MAX_SUGGESTIONS = 6;
/** Community recipes read for one suggestion request (newest first; one Query). */
export const COMMUNITY_READ = 200;

export interface SuggestDeps {
  repos: FinderRepos;
  /** Null when no model is configured: the library and the community answer. */
  suggester: RecipeSuggester | null;
  library: () => Promise<LibraryRecipe[]>;
  clock: Clock;
  dailyLimit: number;
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What a household brings to suggestions (issue 38): who must be kept safe, and what the pantry holds. */
export interface SuggestFor {
  /** Left out: recipes it refuses (the household's allergies and diets, unless the person asked for all). */
  safe?: SafeCheck;
  /** Ranked as "Cook from what we have": what the pantry holds counts as held, soonest date first. */
  pantry?: readonly PantryFood[];
}

/** Suggestions for the user's ingredients, counted against their daily allowance. */
export async function suggestRecipes(
  deps: SuggestDeps,
  userId: string,
  ingredients: string[],
  { safe, pantry = [] }: SuggestFor = {},
): Promise<SuggestResponse> {
  const now = deps.clock();
  const taken = await deps.repos.quota.take(userId, now, deps.dailyLimit);
  if (!taken) {
    throw tooManyRequests(
      `You have asked for suggestions ${deps.dailyLimit} times today, the daily limit. Please try again tomorrow.`,
    );
  }
  const remainingToday = Math.max(0, deps.dailyLimit - taken.used);
  const given = givenIngredients(ingredients);
  // What is missing leaves out what the pantry holds too.
  const held = withPantry(given, pantry);

  if (deps.suggester) {
    let recipes: Awaited<ReturnType<RecipeSuggester['suggest']>>;
    try {
      recipes = await deps.suggester.suggest(ingredients);
    } catch (error) {
      // A failure on the model's side does not use up the user's allowance.
      await deps.repos.quota.giveBack(userId, now);
      if (error instanceof SuggestionError && error.busy)
        throw new AppError(
          503,
          'model_busy',
          'Suggestions are busy right now. Please try again in a minute.',
        );
      throw new AppError(502, 'suggestion_failed', 'Failed to get AI suggestions');
    }
    const name = deps.suggester.provider === 'bedrock' ? 'Amazon Bedrock' : 'Local model';
    const safeRecipes = recipes.filter((recipe) =>
      maySuggest(safe, () => dietaryOf(recipe.ingredients.join('\n'))),
    );
    const ranked = rankWithPantry(
      given,
      pantry,
      safeRecipes.map((recipe) => ({ item: recipe, foods: recipeFoods(recipe.ingredients.join('\n')) })),
    );
    // A model's idea that uses none of the ingredients is still shown, after those that do.
    const ordered = [
      ...ranked.map((fit) => fit.item),
      ...safeRecipes.filter((recipe) => !ranked.some((fit) => fit.item === recipe)),
    ];
    const suggestions = ordered.slice(0, MAX_SUGGESTIONS).map((recipe, index): Suggestion => {
      const fit = fitOf(given, recipeFoods(recipe.ingredients.join('\n')));
      return {
        id: `ai-${now.getTime()}-${index}`,
        title: recipe.title,
        description: recipe.description ?? null,
        ingredients: recipe.ingredients,
        instructions: recipe.instructions,
        prepTime: recipe.prepTimeMinutes ?? null,
        cookTime: recipe.cookTimeMinutes ?? null,
        servings: recipe.servings ?? null,
        source: { kind: 'ai', name, licence: null, recipeId: null },
        uses: fit.uses,
        missing: missingLines(held, recipe.ingredients.join('\n')),
        usesAll: fit.usesAll,
      };
    });
    return { suggestions, origin: 'ai', remainingToday };
  }

  const [library, community] = await Promise.all([
    deps.library(),
    deps.repos.foodLinks.recentPublicRecipes(COMMUNITY_READ),
  ]);
  type Candidate = { kind: 'library'; recipe: LibraryRecipe } | { kind: 'community'; recipe: FinderRecipe };
  const candidates: { item: Candidate; foods: string[][] }[] = [
    ...community
      .filter(
        (recipe) =>
          recipe.userId !== userId &&
          maySuggest(safe, () => dietaryOf(recipe.ingredients ?? '', recipe.dietary)),
      )
      .map((recipe) => ({
        item: { kind: 'community' as const, recipe },
        foods: recipeFoods(recipe.ingredients),
      })),
    ...library
      .filter((recipe) => maySuggest(safe, () => libraryDietary(recipe)))
      .map((recipe) => ({ item: { kind: 'library' as const, recipe }, foods: recipe.foods })),
  ];
  // Without a pantry this is the finder's own order (rankByFit); with one, "Cook from what we have"'s.
  const ranked = pantry.length > 0 ? rankWithPantry(given, pantry, candidates) : rankByFit(given, candidates);
  const suggestions = ranked.slice(0, MAX_SUGGESTIONS).map(({ item }): Suggestion => {
    const fit = fitOf(
      given,
      item.kind === 'library' ? item.recipe.foods : recipeFoods(item.recipe.ingredients),
    );
    const { recipe } = item;
    const ingredientLines =
      item.kind === 'library' ? item.recipe.ingredients : lines(item.recipe.ingredients);
    return {
      id: recipe.id,
      title: recipe.title,
      description: recipe.description,
      ingredients: ingredientLines,
      instructions: item.kind === 'library' ? item.recipe.instructions : lines(item.recipe.instructions),
      prepTime: recipe.prepTime,
      cookTime: recipe.cookTime,
      servings: recipe.servings,
      source:
        item.kind === 'library'
          ? { kind: 'library', name: item.recipe.source, licence: item.recipe.licence, recipeId: null }
          : { kind: 'community', name: 'Hearth community', licence: null, recipeId: item.recipe.id },
      uses: fit.uses,
      missing: missingLines(held, ingredientLines.join('\n')),
      usesAll: fit.usesAll,
    };
  });
  return { suggestions, origin: 'library', remainingToday };
}

/** A suggestion becomes a private recipe of the caller, as if added by hand. */
export async function saveSuggestion(
  repos: Pick<RecipeRepositories, 'categories'> & CreateRecipeDeps,
  owner: RecipeOwner,
  suggestion: SaveSuggestionRequest,
  clock: Clock,
): Promise<RecipeCard> {
  const input = recipeInput.parse({
    title: suggestion.title,
    description: suggestion.description ?? null,
    ingredients: suggestion.ingredients.join('\n'),
    instructions: suggestion.instructions.join('\n'),
    prepTime: suggestion.prepTime ?? null,
    cookTime: suggestion.cookTime ?? null,
    servings: suggestion.servings ?? null,
    isPublic: false,
  });
  const [card] = await addRecipes(repos, owner, [input], clock);
  if (!card) throw new Error('The recipe was not saved');
  return card;
}
