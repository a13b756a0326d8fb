// The cook log's items (cook-log.ts): the entry as stored, its keys, and the two transaction items a
// log writes, the entry's Put and the recipe's summary Update.
import { recipeKeys } from '../recipe/keys.js';

export type Item = Record<string, unknown>;

export interface CookLogRecord {
  id: string;
  householdId: string;
  recipeId: string;
  recipeTitle: string;
  cookedOn: string;
  cookName: string;
  servings: number | null;
  rating: number | null;
  note: string | null;
  revision: number | null;
  /** The day the version cooked was saved (the best-rated summary names it); null when not known. */
  revisionOn?: string | null;
  loggedBy: string;
  createdAt: string;
  /** The key of its photo (cook-photos/<uid>/…, media-keys.ts) and what the photo shows; null when none. */
  photo?: string | null;
  photoAlt?: string | null;
}

export const cookLogKeys = {
  timeline: (householdId: string) => `HOUSEHOLD#${householdId}#COOKED`,
  item: (householdId: string, cookedOn: string, id: string) => ({
    pk: cookLogKeys.timeline(householdId),
    sk: `${cookedOn}#${id}`,
  }),
  byUser: (userId: string) => `COOKED_BY#${userId}`,
};

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const num = (value: unknown) => (typeof value === 'number' ? value : null);

export const toEntry = (item: Item): CookLogRecord => ({
  id: String(item.id),
  householdId: String(item.householdId),
  recipeId: String(item.recipeId),
  recipeTitle: String(item.recipeTitle ?? ''),
  cookedOn: String(item.cookedOn),
  cookName: String(item.cookName ?? ''),
  servings: num(item.servings),
  rating: num(item.rating),
  note: text(item.note),
  revision: num(item.revision),
  revisionOn: text(item.revisionOn),
  loggedBy: String(item.loggedBy),
  createdAt: String(item.createdAt ?? ''),
  photo: text(item.photo),
  photoAlt: text(item.photoAlt),
});

/** The entry's Put: a new item, never over another. */
export const putOf = (tableName: string, entry: CookLogRecord) => ({
  Put: {
    TableName: tableName,
    Item: {
      ...cookLogKeys.item(entry.householdId, entry.cookedOn, entry.id),
      type: 'cookLog',
      ...entry,
      gsi1pk: cookLogKeys.byUser(entry.loggedBy),
      gsi1sk: entry.id,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * The recipe's summary moves: the count by one, and the last day to this one when it is `later`. The
 * recipe must still be there, unmoved from the household, and its last day on the guessed side.
 */
export const summaryOf = (tableName: string, entry: CookLogRecord, later: boolean) => {
  const adds = ['cookedCount :one'];
  const sets = later ? ['lastCookedOn = :day', 'lastCookedLog = :log'] : [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {
    ':one': 1,
    ':day': entry.cookedOn,
    ':household': entry.householdId,
    ...(later ? { ':log': entry.id } : {}),
  };
  // A photo becomes the recipe's latest (its page shows it at no extra read): a later day's over any,
  // an earlier day's only where the recipe has none yet.
  if (entry.photo) {
    sets.push(
      later ? 'lastCookedPhoto = :photo' : 'lastCookedPhoto = if_not_exists(lastCookedPhoto, :photo)',
    );
    values[':photo'] = { key: entry.photo, entry: entry.id, on: entry.cookedOn, alt: entry.photoAlt ?? null };
  }
  // A rated cook of a known version counts toward that version's rating (the best-rated summary).
  if (entry.rating !== null && entry.revision !== null) {
    names['#ratingSum'] = `cookRatingSum#${entry.revision}`;
    names['#ratingCount'] = `cookRatingCount#${entry.revision}`;
    names['#ratingOn'] = `cookRatingOn#${entry.revision}`;
    adds.push('#ratingSum :rating', '#ratingCount :one');
    sets.push('#ratingOn = if_not_exists(#ratingOn, :ratingOn)');
    values[':rating'] = entry.rating;
    values[':ratingOn'] = entry.revisionOn ?? null;
  }
  return {
    Update: {
      TableName: tableName,
      Key: recipeKeys.meta(entry.recipeId),
      UpdateExpression: `ADD ${adds.join(', ')}${sets.length > 0 ? ` SET ${sets.join(', ')}` : ''}`,
      ConditionExpression: `attribute_exists(pk) AND (householdId = :household OR attribute_not_exists(householdId)) AND ${
        later ? '(attribute_not_exists(lastCookedOn) OR lastCookedOn <= :day)' : 'lastCookedOn > :day'
      }`,
      ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
      ExpressionAttributeValues: values,
    },
  };
};
