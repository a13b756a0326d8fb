// Moves a user's recipes into their household's feed (gsi4) when they join, leave or are removed, and
// files the recipes of accounts older than households (the migration, and a household of one made on
// first visit). Pages the owner's feed (gsi1) and updates each META: householdId, the gsi4 keys and,
// for recipes written before visibility existed, the visibility their isPublic implied; the recipes'
// finder-index entries move from the old household's index to the new one in the same transaction
// (a few dozen recipes each). Each update is conditional on the recipe still being there and still
// being the user's, so a recipe deleted meanwhile is skipped, and running it twice changes nothing
// more: it is safe to re-run after a cut.
import { QueryCommand, TransactWriteCommand } from '../../../shared/aws-sdk.js';
import { cancellationCodes, type DocClient, documentTable, isTransactionCancelled } from '../../client.js';
import {
  type FinderIndexChange,
  finderEntry,
  finderIndexStore,
  INDEX_ATTEMPTS,
  isIndexRace,
  raceBackoff,
} from '../finder-index.js';
import { householdKeys } from '../household/keys.js';
import { recipeKeys } from './keys.js';
import { visibilityOf } from './record.js';

/** Recipes per transaction: their META updates and the shards of both indexes stay under 100 items. */
const CHUNK = 30;

type Item = Record<string, unknown>;

/** The finder's stored foods of an ingredient text (domain/ingredients: recipeFoodIndex), handed in. */
export type FoodsOf = (ingredients: string | null) => string[];

export async function moveOwnerRecipes(
  db: DocClient,
  userId: string,
  householdId: string,
  foodsOf: FoodsOf,
  table?: string,
): Promise<number> {
  const { send, tableName } = documentTable(db, table);
  const finderIndex = finderIndexStore(send, tableName);
  let moved = 0;
  let startKey: Item | undefined;
  do {
    const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner',
        ExpressionAttributeValues: { ':owner': recipeKeys.ownerFeed(userId) },
        ProjectionExpression:
          'pk, sk, id, userId, createdAt, householdId, gsi4pk, isPublic, visibility, ingredients',
        ExclusiveStartKey: startKey,
      }),
    );
    const pending = (page.Items ?? []).filter(
      (item) =>
        item.sk === 'META' &&
        (item.householdId !== householdId ||
          item.gsi4pk !== householdKeys.recipeFeed(householdId) ||
          typeof item.visibility !== 'string'),
    );
    for (let i = 0; i < pending.length; i += CHUNK) moved += await fileRecipes(pending.slice(i, i + CHUNK));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return moved;

  /** Files some recipes in one transaction; those deleted or given away meanwhile are left out. */
  async function fileRecipes(chunk: Item[]): Promise<number> {
    let recipes = chunk;
    for (let attempt = 0; recipes.length > 0; attempt += 1) {
      const metaUpdates = recipes.map((item) => ({
        Update: {
          TableName: tableName,
          Key: { pk: item.pk, sk: item.sk },
          UpdateExpression:
            'SET householdId = :household, gsi4pk = :feed, gsi4sk = :sort, visibility = if_not_exists(visibility, :visibility)',
          ConditionExpression: 'attribute_exists(pk) AND userId = :owner',
          ExpressionAttributeValues: {
            ':household': householdId,
            ':feed': householdKeys.recipeFeed(householdId),
            ':sort': `${String(item.createdAt)}#${String(item.id)}`,
            ':visibility': item.isPublic === true ? 'public' : 'household',
            ':owner': userId,
          },
        },
      }));
      const shards = await finderIndex.changeItems(indexChanges(recipes));
      try {
        await send(new TransactWriteCommand({ TransactItems: [...metaUpdates, ...shards] }));
        return recipes.length;
      } catch (error) {
        if (!isTransactionCancelled(error) || attempt + 1 >= INDEX_ATTEMPTS) throw error;
        const gone = new Set(
          cancellationCodes(error).flatMap((code, i) =>
            i < metaUpdates.length && code === 'ConditionalCheckFailed' ? [i] : [],
          ),
        );
        const positions = shards.map((_, i) => metaUpdates.length + i);
        if (gone.size === 0 && !isIndexRace(error, positions)) throw error;
        recipes = recipes.filter((_, i) => !gone.has(i));
        await raceBackoff(attempt);
      }
    }
    return 0;
  }

  /** The entries leave the households they were in and join the new one's index. */
  function indexChanges(recipes: Item[]): FinderIndexChange[] {
    const leaving = new Map<string, string[]>();
    for (const item of recipes) {
      const from = typeof item.householdId === 'string' ? item.householdId : userId;
      if (from !== householdId) leaving.set(from, [...(leaving.get(from) ?? []), String(item.id)]);
    }
    return [
      ...[...leaving].map(([from, ids]) => ({ householdId: from, remove: ids })),
      {
        householdId,
        put: recipes.map((item) =>
          finderEntry(
            {
              id: String(item.id),
              userId,
              createdAt: String(item.createdAt),
              visibility: visibilityOf(item).visibility,
            },
            foodsOf(typeof item.ingredients === 'string' ? item.ingredients : null),
          ),
        ),
      },
    ];
  }
}
