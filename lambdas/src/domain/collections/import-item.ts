// ImportItem, the import workflow's task for one item (run-import.ts has the others and what they share):
// the item into a recipe, exactly once per person (the item's key is written with the recipe, in its
// create transaction), or skipped or failed with its reason. A cancelled job lets it pass without work;
// a halting one (the free tier is full, or the owner may no longer act for the household, judged as the
// item runs: issue 32) keeps it as a retryable failure with the reason. A busy save is a fault the
// workflow retries (ITEM_FAULT).
import { RECIPE_IMAGE_TYPES } from '../../contracts/media.js';
import { mediaPath, recipeImageKeyOf } from '../../contracts/media-keys.js';
import { type ImportJobRecord, type ItemStatus, importJobKeys } from '../../data/entities/import-job.js';
import { DomainRefusal } from '../../shared/errors.js';
import { capabilityRefusal, judgeCapability } from '../access/capabilities.js';
import { subscriptionRequiredMessage } from '../billing/access.js';
import { SUBSCRIPTION_PAGE } from '../billing/entitlement.js';
import { IMAGE_CACHE_CONTROL, newRecipeImageFile } from '../media/recipe-images.js';
import { categoryLinksFor, loadCategories } from '../recipes/use-cases/categories.js';
import {
  type CreateRecipeDeps,
  createRecipes,
  type RecipeOwner,
} from '../recipes/use-cases/create-recipe.js';
import type { RecipeRepositories } from '../recipes/use-cases/repositories.js';
import { haltJob, isGoing } from './halt-import.js';
import { type CollectionRecipe, finishDraft } from './item.js';
import { itemFromFile } from './item-file.js';
import type { PageRecipes } from './ports.js';
import { type RunDeps, record } from './run-import.js';

/** The error name the workflow retries an item on (import-collection.asl.ts). */
export const ITEM_FAULT = 'ItemFault';

/** An item that could not be saved just now (the table was busy): retried, then failed alone. */
export class ItemFault extends Error {
  override readonly name = ITEM_FAULT;
}

export interface ItemDeps extends RunDeps {
  creation: CreateRecipeDeps & Pick<RecipeRepositories, 'categories'>;
  pages: PageRecipes;
  /** Saves the cook's own rating of a recipe just imported. */
  rate: (userId: string, recipeId: string, rating: number) => Promise<void>;
}

async function storePhoto(deps: RunDeps, userId: string, item: CollectionRecipe): Promise<string | null> {
  if (!item.photo) return item.recipe.imageUrl;
  const key = recipeImageKeyOf(
    userId,
    newRecipeImageFile(deps.now(), RECIPE_IMAGE_TYPES[item.photo.contentType]),
  );
  await deps.storage.put(key, item.photo.bytes, {
    contentType: item.photo.contentType,
    cacheControl: IMAGE_CACHE_CONTROL,
  });
  return mediaPath(key);
}

/** What a web address's item becomes: its page read into a recipe, or the plain reason it was not. */
async function linkRecipe(
  deps: ItemDeps,
  url: string,
  origin: string,
): Promise<CollectionRecipe | { reason: string }> {
  const page = await deps.pages.read(url);
  if ('reason' in page) return page;
  const finished = finishDraft({ ...page.draft, sourceUrl: page.draft.sourceUrl ?? url }, origin);
  return 'failure' in finished ? { reason: finished.failure.reason } : finished.item;
}

/** ImportItem: one item into a recipe, once. Faults (the table, the bucket) throw and are retried. */
export async function importItem(
  deps: ItemDeps,
  input: { jobId: string; userId: string; item: { key: string; itemKey: string } },
): Promise<{ status: ItemStatus | 'passed' }> {
  const { jobId, userId, item: ref } = input;
  const job = await deps.jobs.get(userId, jobId);
  if (!job || !isGoing(job.status)) return { status: 'passed' };
  const known = await deps.jobs.importedRecipe(userId, ref.key);
  const bytes = await deps.storage.read(ref.itemKey, 16 * 1024 * 1024);
  if (bytes === 'missing' || bytes === 'too-large') throw new Error(`Item ${ref.itemKey} is ${bytes}`);
  const stored = itemFromFile(bytes);
  const base = { itemKey: ref.key, origin: stored.origin, itemRef: ref.itemKey };
  // The job is halting (the free tier is full, or its owner may no longer act for the household) and
  // the workflow still hands out items: each is kept as a failure with the reason, so "Retry failed
  // items" brings it later. Which items were in flight when the halt came is timing; what the person
  // sees once the job has stopped is not.
  if (job.halt) {
    if (known) return { status: 'passed' };
    await record(deps, userId, jobId, { ...base, status: 'failed', reason: job.halt.message });
    return { status: 'failed' };
  }
  if (known) {
    await record(deps, userId, jobId, {
      ...base,
      status: 'skipped',
      reason: 'Already in your recipes (imported before)',
      recipeId: known,
    });
    return { status: 'skipped' };
  }
  const item = stored.kind === 'link' ? await linkRecipe(deps, stored.url, stored.origin) : stored;
  if ('reason' in item) {
    await record(deps, userId, jobId, { ...base, status: 'failed', reason: item.reason });
    return { status: 'failed' };
  }
  // Read as the item is imported, not when the job was made: the owner may have left the household.
  const membership = await deps.sessions.get(userId);
  const verdict = judgeCapability(
    { madeBy: userId, madeAt: job.authorizedAt ?? job.createdAt, householdId: job.householdId },
    membership,
  );
  if (verdict !== 'holds') return stopActing(deps, job, base, capabilityRefusal(verdict).message);
  const { tags, categoryIds, ...fields } = item.recipe;
  const categories = categoryIds.length > 0 ? await loadCategories(deps.creation) : [];
  const owner: RecipeOwner = {
    userId,
    householdId: job.householdId,
    householdMembers: membership?.householdMembers?.length ? membership.householdMembers : [userId],
  };
  try {
    const imageUrl = await storePhoto(deps, userId, item);
    const [created] = await createRecipes(
      deps.creation,
      owner,
      [
        {
          fields: { ...fields, imageUrl },
          links: categoryLinksFor(categoryIds, categories),
          tags: { names: tags },
          once: { ...importJobKeys.imported(userId, ref.key), attributes: { type: 'importedItem', jobId } },
        },
      ],
      deps.now,
    );
    if (!created) {
      const recipeId = await deps.jobs.importedRecipe(userId, ref.key);
      await record(deps, userId, jobId, {
        ...base,
        status: 'skipped',
        reason: 'Already in your recipes (imported before)',
        recipeId,
      });
      return { status: 'skipped' };
    }
    if (item.rating !== null) await deps.rate(userId, created.id, item.rating);
    await record(deps, userId, jobId, {
      ...base,
      status: 'imported',
      recipeId: created.id,
      title: created.title,
    });
    return { status: 'imported' };
  } catch (error) {
    if (!(error instanceof DomainRefusal)) throw error;
    // The owner left the household between the check above and the save (the save holds it).
    if (error.kind === 'not-in-household') return stopActing(deps, job, base, error.message);
    // Many items saved at once race for the household's finder index: a save that stayed busy is a
    // fault the workflow retries with its back-off (ITEM_FAULT), not a failed item.
    if (error.kind === 'busy') throw new ItemFault(error.message);
    // The free tier is full: the job halts here, cleanly; the rest can be retried after subscribing.
    const message = subscriptionRequiredMessage('recipe-storage');
    return halt(deps, job, base, { message, link: SUBSCRIPTION_PAGE });
  }
}

/**
 * The job may not go on: this item fails with the reason and the job halts (the rest are kept failed
 * with it, without work, and FinishImport stops the job). A retry brings them back when it is over.
 */
async function halt(
  deps: RunDeps,
  job: ImportJobRecord,
  base: { itemKey: string; origin: string; itemRef: string },
  why: { message: string; link: string | null },
): Promise<{ status: 'failed' }> {
  await record(deps, job.userId, job.jobId, { ...base, status: 'failed', reason: why.message });
  await haltJob(deps, job.userId, job.jobId, why);
  return { status: 'failed' };
}

/** The job may not act for its household any more; a retry is refused for the same reason while it holds. */
const stopActing = (
  deps: RunDeps,
  job: ImportJobRecord,
  base: { itemKey: string; origin: string; itemRef: string },
  message: string,
) => halt(deps, job, base, { message, link: null });
