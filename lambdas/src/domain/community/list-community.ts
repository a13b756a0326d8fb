// The Community tab (SPEC 2): public recipes newest first, or those matching a search (see
// search-terms.ts for the matching rule and community-index.ts for the cost). Personal notes never
// leave the server here: cards are built field by field.
import type { CommunityPage, CommunityQuery, CommunityRecipeCard } from '../../contracts/community.js';
import { COMMUNITY_PAGE_SIZE } from '../../contracts/community.js';
import type { CommunityIndexRepository } from '../../data/entities/community-index.js';
import type { RecipeRecord, RecipeRepository } from '../../data/entities/recipe.js';
import { recipeWords } from '../../data/search-words.js';
import { safeFor } from '../recipes/use-cases/list-home.js';
import { hasPrefixBucket, matchesTerms, planSearch, searchTerms } from './search-terms.js';

export interface CommunityRepositories {
  recipes: Pick<RecipeRepository, 'publicFeed' | 'getCards'>;
  community: Pick<CommunityIndexRepository, 'wordCounts' | 'wordsStartingWith' | 'candidates'>;
  /** Display names of these users (missing ones left out). */
  displayNames: (userIds: string[]) => Promise<Map<string, string>>;
}

export function toCommunityCard(recipe: RecipeRecord, ownerName: string | null): CommunityRecipeCard {
  return {
    id: recipe.id,
    userId: recipe.userId,
    ownerName,
    title: recipe.title,
    description: recipe.description,
    imageUrl: recipe.imageUrl,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    createdAt: recipe.createdAt,
  };
}

async function present(repos: CommunityRepositories, recipes: RecipeRecord[], nextCursor: string | null) {
  const names = recipes.length
    ? await repos.displayNames([...new Set(recipes.map((r) => r.userId))])
    : new Map();
  return {
    recipes: recipes.map((recipe) => toCommunityCard(recipe, names.get(recipe.userId) ?? null)),
    nextCursor,
  };
}

export async function listCommunity(
  repos: CommunityRepositories,
  query: CommunityQuery,
): Promise<CommunityPage> {
  const terms = searchTerms(query.q);
  // "Safe for everyone at home" (issue 38) thins a page as on Home; the page keeps its cursor.
  const safe = safeFor(query.avoid ?? [], query.diets ?? []);
  if (!terms) {
    const page = await repos.recipes.publicFeed({ limit: COMMUNITY_PAGE_SIZE, cursor: query.cursor });
    return present(
      repos,
      page.items.filter((recipe) => recipe.isPublic && safe(recipe)),
      page.nextCursor,
    );
  }
  const [wholeCounts, prefixWords] = await Promise.all([
    repos.community.wordCounts(terms.whole),
    hasPrefixBucket(terms) ? [] : repos.community.wordsStartingWith(terms.prefix),
  ]);
  const plan = planSearch(terms, wholeCounts, prefixWords);
  if (plan.kind === 'empty') return { recipes: [], nextCursor: null };
  const page = await repos.community.candidates(plan, { limit: COMMUNITY_PAGE_SIZE, cursor: query.cursor });
  // The index may hold stale entries (see community-index.ts): META decides.
  const recipes = (await repos.recipes.getCards(page.candidates.map((c) => c.recipeId))).filter(
    (recipe) => recipe.isPublic && matchesTerms(recipeWords(recipe), terms) && safe(recipe),
  );
  return present(repos, recipes, page.nextCursor);
}
