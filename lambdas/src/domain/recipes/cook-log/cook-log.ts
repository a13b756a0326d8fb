// The cook log (issue 39): "We cooked this" on a recipe of the caller's household, and the household's
// timeline. Who may log: a member of the recipe's household who may see it (its owner included); anyone
// else meets the recipe's usual refusal (404), or, when they may see it (a public or shared recipe),
// 403: the log is the household's. A log entry's rating is that cook's rating of that time; the
// recipe's own ratings are untouched.
import type { CookLogEntry, CookLogPage, LogCookRequest } from '../../../contracts/cook-log.js';
import { COOK_LOG_PAGE_SIZE } from '../../../contracts/cook-log.js';
import type { CookLogRecord, CookLogRepository } from '../../../data/entities/cook-log.js';
import type { RecipeRecord } from '../../../data/entities/recipe.js';
import { badRequest, forbidden } from '../../../shared/errors.js';
import { type CookPhotos, cookPhotoAddress, photoAltOf } from '../../media/cook-photos.js';
import { canView, type RecipeViewer, recipeNotFound } from '../use-cases/access.js';
import type { Clock, RecipeRepositories } from '../use-cases/repositories.js';

type Viewer = Exclude<RecipeViewer, string>;

export const NOT_YOUR_HOUSEHOLD = "Only the recipe's household can log cooking it";
export const NOT_IN_FUTURE = 'The day you cooked it cannot be in the future';

export interface CookLogRepos {
  recipes: Pick<RecipeRepositories['recipes'], 'get'>;
  cookLog: Pick<CookLogRepository, 'log' | 'timeline'>;
  newId: () => string;
  /** The cook-log photos' storage; null where the function has no media bucket (a photo is refused). */
  photos?: CookPhotos | null;
}

const householdOf = (viewer: Viewer) => viewer.householdId ?? viewer.userId;

export function toEntry(record: CookLogRecord, viewerId: string): CookLogEntry {
  const { householdId: _household, loggedBy, photo, photoAlt, ...shown } = record;
  return {
    ...shown,
    byYou: loggedBy === viewerId,
    photo: photo ? { url: cookPhotoAddress(photo, record), alt: photoAlt ?? photoAltOf(record) } : null,
  };
}

function requireHouseholdRecipe(recipe: RecipeRecord | null, viewer: Viewer): RecipeRecord {
  if (!recipe || !canView(recipe, viewer)) throw recipeNotFound();
  if (recipe.householdId !== householdOf(viewer)) throw forbidden(NOT_YOUR_HOUSEHOLD);
  return recipe;
}

/** Refuses a day after tomorrow in UTC (the cook's evening may already be tomorrow there). */
export function refuseFutureDay(day: string, clock: Clock): void {
  const latest = new Date(clock().getTime() + 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  if (day > latest) throw badRequest(NOT_IN_FUTURE);
}

/** The day the recipe's current version was saved (a first version's is the recipe's own day). */
function versionDay(recipe: RecipeRecord): string | null {
  const at = recipe.revisionAt ?? ((recipe.revision ?? 1) === 1 ? recipe.createdAt : null);
  return at ? at.slice(0, 10) : null;
}

/** The log entry of a recipe cooked by the household on the day the input says. */
export function cookLogRecord(
  recipe: RecipeRecord,
  who: { userId: string },
  id: string,
  input: Omit<LogCookRequest, 'rating' | 'photo' | 'photoAlt'> & { rating?: number | null },
  clock: Clock,
  photo: { key: string; alt: string | null } | null = null,
): CookLogRecord {
  return {
    id,
    householdId: recipe.householdId,
    recipeId: recipe.id,
    recipeTitle: recipe.title,
    cookedOn: input.cookedOn,
    cookName: input.cookName,
    servings: input.servings,
    rating: input.rating ?? null,
    note: input.note,
    revision: recipe.revision ?? null,
    revisionOn: versionDay(recipe),
    loggedBy: who.userId,
    createdAt: clock().toISOString(),
    ...(photo ? { photo: photo.key, photoAlt: photo.alt } : {}),
  };
}

export async function logCook(
  repos: CookLogRepos,
  viewer: Viewer,
  recipeId: string,
  input: LogCookRequest,
  clock: Clock,
): Promise<CookLogEntry> {
  refuseFutureDay(input.cookedOn, clock);
  const recipe = requireHouseholdRecipe(await repos.recipes.get(recipeId), viewer);
  const photo = input.photo ? await ownPhoto(repos, viewer.userId, input.photo) : null;
  const kept = photo ? { key: photo, alt: input.photoAlt } : null;
  const record = cookLogRecord(recipe, viewer, repos.newId(), input, clock, kept);
  if ((await repos.cookLog.log(record, recipe.lastCookedOn)) === 'gone') throw recipeNotFound();
  if (photo) await repos.photos?.claim(photo);
  return toEntry(record, viewer.userId);
}

/** The photo's key once it is the cook's own upload and arrived (400 otherwise, nothing written). */
async function ownPhoto(repos: CookLogRepos, userId: string, key: string): Promise<string> {
  if (!repos.photos) throw badRequest('Photos cannot be kept here');
  return repos.photos.own(userId, key);
}

export async function cookTimeline(
  repos: Pick<CookLogRepos, 'cookLog'>,
  viewer: Viewer,
  cursor: string | undefined,
): Promise<CookLogPage> {
  const page = await repos.cookLog.timeline(householdOf(viewer), { limit: COOK_LOG_PAGE_SIZE, cursor });
  return { items: page.items.map((record) => toEntry(record, viewer.userId)), nextCursor: page.nextCursor };
}
