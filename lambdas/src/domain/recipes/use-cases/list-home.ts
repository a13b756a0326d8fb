// Home (SPEC 2 and 4, issue 15). Filters are mutually exclusive: 'all' (the household's recipes, or
// with `mine` only the caller's own), 'favorites' (which the
// category bar may narrow: 'Filter favorites by') and 'to-try' (own, not public, not rated by the
// owner) and 'shared' (recipes other people shared with the viewer, newest share first). A search
// matches title, description, ingredients and tags, every word, any case.
// Every page costs at most two DynamoDB requests; a filtered page may hold fewer than `limit` recipes
// and then carries a cursor, so the client keeps loading while it needs more.
// By the cook log (issue 39), from what each recipe's META keeps (no read per card): 'never' keeps the
// recipes never cooked, in the page as read; 'recent' and 'longest' walk the household's timeline (one
// Query) and take each recipe at its last cook (the entry its META names), then its card (one BatchGet):
// recipes cooked at least once, latest or longest ago first. They order the household's recipes (or
// the caller's own): favourites, to-try and shared lists have no such order.
import type { Allergen, Diet } from '../../../contracts/allergens.js';
import type { HomePage } from '../../../contracts/recipe-views.js';
import type { HomeQuery } from '../../../contracts/recipes.js';
import type { CookLogRepository } from '../../../data/entities/cook-log.js';
import type { Page, RecipeRecord } from '../../../data/entities/recipe.js';
import { badRequest } from '../../../shared/errors.js';
import { currentDietary } from '../../ingredients/classify-allergens.js';
import { canView, type RecipeViewer, viewerIdOf } from './access.js';
import { toCard } from './present.js';
import type { RecipeRepositories } from './repositories.js';

type Repos = Pick<RecipeRepositories, 'recipes' | 'favorites'> & {
  cookLog?: Pick<CookLogRepository, 'timelineKeys'>;
};

export const COOKED_ORDER_LISTS = 'Order by last cooked works on all recipes or on yours';

export function searchWords(q: string | undefined): string[] {
  return [...new Set((q ?? '').toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

export async function listHome(repos: Repos, viewer: RecipeViewer, query: HomeQuery): Promise<HomePage> {
  const viewerId = viewerIdOf(viewer);
  const householdId = typeof viewer === 'string' ? undefined : viewer.householdId;
  const words = searchWords(query.q);
  const options = { limit: query.limit, cursor: query.cursor, words, categoryId: query.category };
  let page: Page<RecipeRecord>;
  if (query.cooked === 'recent' || query.cooked === 'longest') {
    if (query.filter !== 'all') throw badRequest(COOKED_ORDER_LISTS);
    page = await byLastCooked(repos, viewer, query, words);
  } else if (query.filter === 'favorites' || query.filter === 'shared') {
    const ids =
      query.filter === 'favorites'
        ? await repos.favorites.favoritesOfUser(viewerId, options)
        : await repos.recipes.sharedWithFeedIds(viewerId, options);
    const recipes = await repos.recipes.getCards(ids.items);
    page = {
      items: recipes.filter(
        (recipe) =>
          canView(recipe, viewer) &&
          (!query.category || recipe.categoryIds.includes(query.category)) &&
          words.every((word) => (recipe.searchText ?? '').includes(word)),
      ),
      nextCursor: ids.nextCursor,
    };
  } else if (query.filter === 'to-try') {
    page = await repos.recipes.toTryFeed(viewerId, options);
  } else if (!query.mine && householdId) {
    // The household's feed, searched or narrowed to a category by the same filters.
    page = await repos.recipes.householdFeed(householdId, viewerId, options);
  } else if (query.category && words.length === 0) {
    // The category index gives the ids in order; the cards come in one BatchGet.
    const ids = await repos.recipes.categoryFeedIds(viewerId, query.category, options);
    page = { items: await repos.recipes.getCards(ids.items), nextCursor: ids.nextCursor };
  } else {
    page = await repos.recipes.ownerFeed(viewerId, options);
  }
  const safe = safeFor(query.avoid ?? [], query.diets ?? []);
  const never = (recipe: RecipeRecord) => query.cooked !== 'never' || !recipe.lastCookedOn;
  return {
    recipes: page.items
      .filter((recipe) => safe(recipe) && never(recipe))
      .map((recipe) => toCard(recipe, viewerId, householdId ?? viewerId)),
    nextCursor: page.nextCursor,
  };
}

/**
 * The household's recipes in the order of their last cook: a page of the timeline, each recipe taken at
 * the entry its META names as its last (older cooks of it are passed over), then their cards.
 */
async function byLastCooked(
  repos: Repos,
  viewer: RecipeViewer,
  query: HomeQuery,
  words: string[],
): Promise<Page<RecipeRecord>> {
  const viewerId = viewerIdOf(viewer);
  const householdId = (typeof viewer === 'string' ? undefined : viewer.householdId) ?? viewerId;
  if (!repos.cookLog) throw new Error('Home by last cooked needs the cook log');
  const entries = await repos.cookLog.timelineKeys(householdId, {
    limit: query.limit * 2,
    cursor: query.cursor,
    ascending: query.cooked === 'longest',
  });
  const cards = new Map(
    (await repos.recipes.getCards(entries.items.map((entry) => entry.recipeId))).map((recipe) => [
      recipe.id,
      recipe,
    ]),
  );
  const items = entries.items.flatMap((entry) => {
    const recipe = cards.get(entry.recipeId);
    if (!recipe || recipe.householdId !== householdId || !canView(recipe, viewer)) return [];
    // Its last cook: the entry its META names (or, logged before it named one, the last day's).
    const last = recipe.lastCookedLog
      ? recipe.lastCookedLog === entry.id
      : recipe.lastCookedOn === entry.cookedOn;
    if (!last) return [];
    cards.delete(entry.recipeId);
    const wanted =
      (!query.mine || recipe.userId === viewerId) &&
      (!query.category || recipe.categoryIds.includes(query.category)) &&
      words.every((word) => (recipe.searchText ?? '').includes(word));
    return wanted ? [recipe] : [];
  });
  return { items, nextCursor: entries.nextCursor };
}

/**
 * "Safe for everyone at home" (issue 38): a recipe known to hold none of the allergens, not even as
 * "may contain", and to fit every diet without a check. A recipe not yet classified, or with a line whose
 * food could not be checked (and its cook has not checked), is not known safe.
 * Filtered in the page read, so the page costs what it did; a thinned page keeps its cursor. The finder
 * filters its matches by it too.
 */
export function safeFor(avoid: readonly Allergen[], diets: readonly Diet[]) {
  return (recipe: Pick<RecipeRecord, 'dietary'> | { dietary?: RecipeRecord['dietary'] | null }): boolean => {
    if (avoid.length === 0 && diets.length === 0) return true;
    const dietary = currentDietary(recipe.dietary);
    if (!dietary || (dietary.unknown ?? []).length > 0) return false;
    return (
      avoid.every(
        (allergen) => !dietary.contains.includes(allergen) && !dietary.mayContain.includes(allergen),
      ) && diets.every((diet) => dietary.fits.includes(diet))
    );
  };
}
