// The one way a recipe comes into being. Every creator (the manual form, URL/photo/PDF and menu
// imports, which save through POST /api/recipes, saved suggestions and copies) goes through
// createRecipes, which always holds the free tier's own-recipe limit (a friendly check before any
// write, then held again in each create transaction) and keeps files with their owner: a recipe may
// point into Hearth's media only under the owner's own prefix (a copy gets its own copies of the files).
import { monotonicFactory } from 'ulid';
import type { CopiedFrom, TagRef } from '../../../contracts/recipe-views.js';
import { type RecipeInput, requestedVisibility } from '../../../contracts/recipes.js';
import type {
  CategoryLink,
  CreateOnce,
  CreateOutcome,
  RecipeRecord,
  RecipeRepository,
} from '../../../data/entities/recipe.js';
import { DomainRefusal } from '../../../shared/errors.js';
import { NO_LONGER_IN_HOUSEHOLD } from '../../access/capabilities.js';
import { subscriptionRequired } from '../../billing/entitlement.js';
import type { RecipeAllowance } from '../../billing/recipe-allowance.js';
import { classifyIngredients } from '../../ingredients/classify-allergens.js';
import { recipeFoodIndex } from '../../ingredients/food-keys.js';
import { detectLanguage } from '../../ingredients/languages/detect-language.js';
import type { MediaCopier } from '../../media/copy-recipe-media.js';
import { type MediaClaims, ownMediaKeys } from '../../media/recipe-media.js';
import type { Clock, RecipeRepositories } from './repositories.js';

/**
 * Every route that creates recipes, with the use case it calls. The route-walking free-tier test
 * (test/integration/recipe-creation.test.ts) covers each, and a unit test fails when a handler calls
 * a recipe-creating use case from a route missing here.
 */
export const recipeCreatingRoutes = [
  { method: 'POST', path: '/api/recipes', useCase: 'addRecipes' },
  { method: 'POST', path: '/api/recipes/{id}/copy', useCase: 'copyRecipe' },
  { method: 'POST', path: '/api/recipes/{id}/variant', useCase: 'makeVariant' },
  { method: 'POST', path: '/api/suggest-recipes/save', useCase: 'saveSuggestion' },
] as const;

/** The use cases that create recipes through createRecipes (the names the unit test looks for). */
export const recipeCreatingUseCases = [
  'createRecipes',
  ...recipeCreatingRoutes.map((route) => route.useCase),
];

const newId = monotonicFactory();
/** Times a create is judged against the household's count before it answers 409. */
const JUDGEMENTS = 4;

export type NewRecipeFields = Omit<RecipeInput, 'tags' | 'categoryIds'>;

/** One recipe to create: its fields, category links, tags and, for a copy, where it came from. */
export interface NewRecipe {
  fields: NewRecipeFields;
  links: CategoryLink[];
  /** Tag names to find or create, or the tags of the recipe copied. */
  tags: { names: string[] } | { existing: TagRef[] };
  /** A copy of someone's recipe: its stored files are copied into the owner's space. */
  copiedFrom?: CopiedFrom;
  /** A variant of a household recipe (issue 39): its files are copied like a copy's. */
  variantOf?: RecipeRecord['variantOf'];
  /** Created at most once: a collection item's idempotency item, written in the same transaction. */
  once?: CreateOnce;
}

export interface CreateRecipeDeps {
  recipes: Pick<RecipeRepository, 'create'>;
  tags: RecipeRepositories['tags'];
  /** The free tier's own-recipe limit: never optional, so no creator can skip it. */
  allowance: RecipeAllowance;
  /** Claims uploaded files and copies someone else's; null only where recipes never carry files. */
  media: (MediaClaims & MediaCopier) | null;
}

/**
 * Who a new recipe belongs to: a user and the household whose feed lists it. A bare user id is a user
 * in their household of one (whose id is theirs), as every account was before households.
 */
export type RecipeOwner = string | { userId: string; householdId: string; householdMembers?: string[] };

export const ownerIds = (owner: RecipeOwner) =>
  typeof owner === 'string' ? { userId: owner, householdId: owner } : owner;

/** A new recipe record of `owner`, with no ratings yet; visible to the household unless asked otherwise. */
export function newRecipeRecord(
  owner: RecipeOwner,
  input: NewRecipeFields,
  links: CategoryLink[],
  tags: RecipeRecord['tags'],
  now: string,
): RecipeRecord {
  const { userId, householdId } = ownerIds(owner);
  const visibility = requestedVisibility(input, 'household') ?? 'household';
  return {
    id: newId(),
    userId,
    householdId,
    title: input.title,
    description: input.description,
    ingredients: input.ingredients,
    instructions: input.instructions,
    sourceUrl: input.sourceUrl,
    videoUrl: input.videoUrl,
    pdfUrl: input.pdfUrl,
    imageUrl: input.imageUrl,
    prepTime: input.prepTime,
    cookTime: input.cookTime,
    servings: input.servings,
    notes: input.notes,
    language: input.language ?? detectLanguage(input.ingredients),
    ...(input.readings?.length ? { readings: input.readings } : {}),
    visibility,
    isPublic: visibility === 'public',
    createdAt: now,
    updatedAt: now,
    categories: links.filter((link) => link.direct).map((link) => link.category),
    categoryIds: links.map((link) => link.category.id),
    tags,
    ratingSum: 0,
    ratingCount: 0,
    ownerRated: false,
    version: 0,
  };
}

export const CREATE_BUSY_MESSAGE = 'Your recipes were being changed at the same moment. Please try again.';

function requireMedia(deps: CreateRecipeDeps) {
  if (!deps.media) throw new Error('This creator was given no media storage but a recipe keeps files');
  return deps.media;
}

/** The stored files of a copy, copied into the owner's space (outside links kept, the rest dropped). */
async function copiedFiles(deps: CreateRecipeDeps, ownerId: string, fields: NewRecipeFields) {
  const copy = (address: string | null) =>
    address ? requireMedia(deps).copy(address, ownerId) : Promise.resolve(null);
  const [imageUrl, pdfUrl] = await Promise.all([copy(fields.imageUrl), copy(fields.pdfUrl)]);
  return { ...fields, imageUrl, pdfUrl };
}

/**
 * Creates `planned` recipes of `ownerId`, in order. Refused whole, before any write, with 400 when a
 * recipe points at someone else's file and DomainRefusal 'subscription-required' when the free tier has
 * no room for all of them; a create that keeps losing to concurrent creates of the same owner is refused
 * 'busy', and one whose owner left the household meanwhile 'not-in-household'.
 */
export async function createRecipes(
  deps: CreateRecipeDeps,
  owner: RecipeOwner,
  planned: NewRecipe[],
  clock: Clock,
): Promise<RecipeRecord[]> {
  const ownerId = ownerIds(owner).userId;
  const claims = planned.flatMap((recipe) =>
    recipe.copiedFrom || recipe.variantOf ? [] : ownMediaKeys(ownerId, recipe.fields),
  );
  // The free tier counts the household's recipes together (issue 15).
  const entitled =
    typeof owner === 'string'
      ? owner
      : { userId: owner.userId, householdMembers: owner.householdMembers ?? [owner.userId] };
  let reserved = await deps.allowance.reserve(entitled, planned.length);
  if (claims.length > 0) await requireMedia(deps).claim(claims);
  const created: RecipeRecord[] = [];
  for (const recipe of planned) {
    const fields =
      recipe.copiedFrom || recipe.variantOf ? await copiedFiles(deps, ownerId, recipe.fields) : recipe.fields;
    const tags =
      'existing' in recipe.tags
        ? recipe.tags.existing
        : recipe.tags.names.length > 0
          ? await deps.tags.findOrCreate(recipe.tags.names)
          : [];
    const record = newRecipeRecord(owner, fields, recipe.links, tags, clock().toISOString());
    // Its allergens and diets, read once here so no page pays for them (issue 38).
    const stored = {
      ...record,
      dietary: classifyIngredients(record.ingredients),
      ...(recipe.copiedFrom ? { copiedFrom: recipe.copiedFrom } : {}),
      ...(recipe.variantOf ? { variantOf: recipe.variantOf } : {}),
    };
    let outcome: CreateOutcome = 'stale';
    // The household's count changed since it was judged: judged again from fresh reads, a few times.
    for (let judged = 0; outcome === 'stale' && judged < JUDGEMENTS; judged += 1) {
      if (judged > 0) {
        reserved = await deps.allowance.reserve(entitled, planned.length - created.length, { fresh: true });
        // The owner moved meanwhile: the recipe is not filed into a household they left (issue 32).
        if (reserved.householdId !== undefined && reserved.householdId !== stored.householdId)
          throw new DomainRefusal('not-in-household', NO_LONGER_IN_HOUSEHOLD);
      }
      outcome = await deps.recipes.create(stored, recipe.links, {
        ownRecipeLimit: reserved.ownRecipeLimit,
        ...(typeof owner === 'string'
          ? {}
          : { holds: { ...reserved.holds, householdId: stored.householdId } }),
        foods: recipeFoodIndex(stored.ingredients),
        ...(recipe.once ? { once: recipe.once } : {}),
      });
    }
    if (outcome === 'stale') throw new DomainRefusal('busy', CREATE_BUSY_MESSAGE);
    if (outcome === 'over-limit') throw subscriptionRequired('recipe-storage');
    if (outcome === 'busy') throw new DomainRefusal('busy', CREATE_BUSY_MESSAGE);
    // Created before (a collection item run again): nothing new, and nothing to answer for it.
    if (outcome === 'already-created') continue;
    created.push(stored);
  }
  return created;
}
