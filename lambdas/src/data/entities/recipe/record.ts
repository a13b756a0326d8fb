// What a recipe is once read: the record the use cases work with, and its reading from a stored item.
import { type DietaryInfo, readDietaryInfo } from '../../../contracts/allergens.js';
import { type InterfaceLanguage, isInterfaceLanguage } from '../../../contracts/languages.js';
import type { VariantOf, VariantRef } from '../../../contracts/recipe-versions.js';
import type { CategoryRef, CopiedFrom, TagRef } from '../../../contracts/recipe-views.js';
import { type SavedReading, VISIBILITIES, type Visibility } from '../../../contracts/recipes.js';

type Item = Record<string, unknown>;

export interface RecipeRecord {
  id: string;
  userId: string;
  title: string;
  description: string | null;
  ingredients: string | null;
  instructions: string | null;
  sourceUrl: string | null;
  videoUrl: string | null;
  pdfUrl: string | null;
  imageUrl: string | null;
  prepTime: number | null;
  cookTime: number | null;
  servings: number | null;
  notes: string | null;
  /** The language it is written in (issue 37); null or absent: unknown. */
  language?: InterfaceLanguage | null;
  /** Who sees it: its owner, the owner's household, or everyone (issue 15). */
  visibility: Visibility;
  /** visibility === 'public', kept for the indexes and areas that only ask "is it public?". */
  isPublic: boolean;
  /** The owner's household, whose feed lists it (gsi4); moves with the owner (household-move.ts). */
  householdId: string;
  createdAt: string;
  updatedAt: string;
  /** The chosen categories (badges). */
  categories: CategoryRef[];
  /** Chosen categories plus their ancestors, for filtering. */
  categoryIds: string[];
  tags: TagRef[];
  ratingSum: number;
  ratingCount: number;
  /** Whether the owner has rated it (a rated recipe is no longer 'to try'). */
  ownerRated: boolean;
  /** For a saved copy: the recipe it was saved from (absent on older items and on originals). */
  copiedFrom?: CopiedFrom | null;
  /**
   * How its imported lines were read (issue 36); stored beside META in its own item (sk READINGS), so
   * the feeds never read them. Present when read with its links or when creating.
   */
  readings?: SavedReading[];
  /** Optimistic lock for edits; ratings do not change it. */
  version: number;
  /** Its cook log's summary (cook-log.ts): how many times it was cooked, and the latest day. */
  cookedCount?: number;
  lastCookedOn?: string;
  /** The id of the cook-log entry of that last day (the latest logged). */
  lastCookedLog?: string;
  /** The photo of the latest day's log entry that has one (its key, entry, day and description). */
  lastCookedPhoto?: CookedPhotoRecord;
  /** When its current version was saved (absent on a first version: its createdAt). */
  revisionAt?: string;
  /**
   * The cook log's ratings of each version (issue 39): `cookRatingSum#<revision>`,
   * `cookRatingCount#<revision>` and `cookRatingOn#<revision>` (the version's day) on META, moved in the
   * log's transaction, so the recipe page says which version the family rated best with no other read.
   */
  cookRatings?: CookRatingRecord[];
  /** A variant's origin (issue 39): the recipe and version it was made from, and its link item's sort key. */
  variantOf?: (VariantOf & { linkSk: string }) | null;
  /** The newest of its versions (recipe-version.ts); 0 on a recipe whose history has not begun. */
  revision?: number;
  /** Lower-case search text; present when read for Home. */
  searchText?: string;
  /** Users the owner shared this recipe with (recipe-share.ts keeps it with the share items). */
  sharedWith?: string[];
  /**
   * Its allergens and diets, read from its ingredients by the use case that wrote it (issue 38);
   * absent on recipes written before, which the recipe page classifies on read.
   */
  dietary?: DietaryInfo;
}

export interface CategoryLink {
  category: CategoryRef;
  /** False for an ancestor implied by a chosen subcategory. */
  direct: boolean;
}

export interface RecipeWithLinks {
  recipe: RecipeRecord;
  categoryLinks: CategoryLink[];
  tags: TagRef[];
  /** The ingredient finder's food links (recipe-food.ts). */
  foodLinks?: FoodLinkState;
  /** The variants made from it (link items in its partition, issue 39). */
  variants?: VariantRef[];
}

export interface FeedOptions {
  limit: number;
  cursor?: string;
  /** Lower-case words that must all appear in the search text. */
  words?: string[];
  /** Only recipes in this category (or its subcategories). */
  categoryId?: string;
}

export type { Page } from '../../query.js';

/** What became of a create: refused by the free tier's limit, or lost every retry to concurrent writes. */
/** 'already-created': the create's idempotency item was there, so this recipe was created before. */
/** 'stale': the household's count as judged changed meanwhile (a member's create, someone joining). */
export type CreateOutcome = 'created' | 'over-limit' | 'busy' | 'already-created' | 'stale';

/**
 * What a create was judged on, held as conditions of its transaction (issue 32): the owner is still in
 * the household the recipe is filed in (their session-validity record, where the API reads it), and on
 * the free tier the household's count: who is in it and every other member's own-recipe count, so two
 * members creating at once, or someone joining meanwhile, cannot both pass the 50 on counts read before
 * the other landed.
 */
export interface CreateHolds {
  householdId: string;
  members?: string[];
  counts?: { userId: string; count: number | null }[];
}

/** An item written with a create, all or nothing, only when absent: a create that can happen once. */
export interface CreateOnce {
  pk: string;
  sk: string;
  /** Attributes stored on it beside the recipe's id. */
  attributes?: Record<string, unknown>;
}

export type OwnedWrite = { ok: true; recipe: RecipeRecord } | { ok: false; existing: RecipeRecord | null };

export const text = (value: unknown) => (typeof value === 'string' ? value : null);
export const int = (value: unknown) => (typeof value === 'number' ? value : null);

/** The attributes every read of a recipe takes, a Home card's or a finder candidate's: its summary. */
export const SUMMARY_ATTRIBUTES = [
  'id',
  'userId',
  'title',
  'description',
  'imageUrl',
  'prepTime',
  'cookTime',
  'servings',
] as const;

/** A recipe's summary as stored (SUMMARY_ATTRIBUTES). */
export function summaryOf(item: Item) {
  return {
    id: String(item.id),
    userId: String(item.userId),
    title: String(item.title ?? ''),
    description: text(item.description),
    imageUrl: text(item.imageUrl),
    prepTime: int(item.prepTime),
    cookTime: int(item.cookTime),
    servings: int(item.servings),
  };
}

const isVariantOf = (value: unknown): value is VariantOf & { linkSk: string } =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as VariantOf).recipeId === 'string' &&
  typeof (value as { linkSk: unknown }).linkSk === 'string';

const isCopiedFrom = (value: unknown): value is CopiedFrom =>
  typeof value === 'object' && value !== null && typeof (value as CopiedFrom).recipeId === 'string';

/** A stored visibility, or for items older than households: public stays public, the rest 'household'. */
export function visibilityOf(item: Item): { visibility: Visibility; isPublic: boolean } {
  const stored = VISIBILITIES.find((value) => value === item.visibility);
  const visibility = stored ?? (item.isPublic === true ? 'public' : 'household');
  return { visibility, isPublic: visibility === 'public' };
}

export function toRecipe(item: Item): RecipeRecord {
  return {
    ...summaryOf(item),
    ingredients: text(item.ingredients),
    instructions: text(item.instructions),
    sourceUrl: text(item.sourceUrl),
    videoUrl: text(item.videoUrl),
    pdfUrl: text(item.pdfUrl),
    notes: text(item.notes),
    ...(isInterfaceLanguage(item.language) ? { language: item.language } : {}),
    ...visibilityOf(item),
    // Recipes written before households belong to their owner's household of one (same id).
    householdId: typeof item.householdId === 'string' ? item.householdId : String(item.userId),
    createdAt: String(item.createdAt ?? ''),
    updatedAt: String(item.updatedAt ?? item.createdAt ?? ''),
    categories: Array.isArray(item.categories) ? (item.categories as CategoryRef[]) : [],
    categoryIds: Array.isArray(item.categoryIds) ? (item.categoryIds as string[]) : [],
    tags: Array.isArray(item.tags) ? (item.tags as TagRef[]) : [],
    ratingSum: Number(item.ratingSum ?? 0),
    ratingCount: Number(item.ratingCount ?? 0),
    ownerRated: item.ownerRated === true,
    version: Number(item.version ?? 0),
    ...(typeof item.revision === 'number' ? { revision: item.revision } : {}),
    ...(isVariantOf(item.variantOf) ? { variantOf: item.variantOf } : {}),
    ...(typeof item.cookedCount === 'number' ? { cookedCount: item.cookedCount } : {}),
    ...(typeof item.lastCookedOn === 'string' ? { lastCookedOn: item.lastCookedOn } : {}),
    ...(typeof item.lastCookedLog === 'string' ? { lastCookedLog: item.lastCookedLog } : {}),
    ...(isCookedPhoto(item.lastCookedPhoto) ? { lastCookedPhoto: item.lastCookedPhoto } : {}),
    ...(typeof item.revisionAt === 'string' ? { revisionAt: item.revisionAt } : {}),
    ...cookRatingsOf(item),
    ...(isCopiedFrom(item.copiedFrom) ? { copiedFrom: item.copiedFrom } : {}),
    ...(typeof item.searchText === 'string' ? { searchText: item.searchText } : {}),
    ...(item.sharedWith instanceof Set || Array.isArray(item.sharedWith)
      ? { sharedWith: [...(item.sharedWith as Iterable<unknown>)].map(String) }
      : {}),
    ...dietaryOf(item),
  };
}

function dietaryOf(item: Item): { dietary?: DietaryInfo } {
  const dietary = readDietaryInfo(item.dietary);
  return dietary ? { dietary } : {};
}

/** A recipe's food links as read (recipe-food.ts): what an edit compares against. */
export interface FoodLinkState {
  /** The terms the recipe is indexed under. */
  terms: string[];
  /** The stored food list (the same on every link). */
  foods: string[];
}

export interface CookRatingRecord {
  revision: number;
  sum: number;
  count: number;
  /** The day that version was saved, or null when not known. */
  on: string | null;
}

export interface CookedPhotoRecord {
  key: string;
  entry: string;
  on: string;
  alt: string | null;
}

function isCookedPhoto(value: unknown): value is CookedPhotoRecord {
  const photo = value as Partial<CookedPhotoRecord> | null;
  return (
    typeof photo === 'object' &&
    photo !== null &&
    typeof photo.key === 'string' &&
    typeof photo.entry === 'string' &&
    typeof photo.on === 'string'
  );
}

const RATING_SUM = /^cookRatingSum#(\d+)$/;

/** The cook log's ratings of each version kept on a META item (see RecipeRecord.cookRatings). */
function cookRatingsOf(item: Record<string, unknown>): { cookRatings?: CookRatingRecord[] } {
  const ratings: CookRatingRecord[] = [];
  for (const [name, value] of Object.entries(item)) {
    const revision = RATING_SUM.exec(name)?.[1];
    if (revision === undefined || typeof value !== 'number') continue;
    const count = item[`cookRatingCount#${revision}`];
    const on = item[`cookRatingOn#${revision}`];
    if (typeof count !== 'number' || count <= 0) continue;
    ratings.push({ revision: Number(revision), sum: value, count, on: typeof on === 'string' ? on : null });
  }
  return ratings.length > 0 ? { cookRatings: ratings.sort((a, b) => a.revision - b.revision) } : {};
}
