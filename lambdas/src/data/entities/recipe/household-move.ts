// Moves a user's recipes into their household's feed (gsi4) when they join, leave or are removed, and
// files the recipes of accounts older than households (the migration, and a household of one made on
// first visit). Pages the owner's feed (gsi1, keys only) and updates each META: householdId, the gsi4
// keys and, for recipes written before visibility existed, the visibility their isPublic implied. Each
// update is conditional on the recipe still being there and still being the user's, so a recipe deleted
// meanwhile is skipped, and running it twice changes nothing more: it is safe to re-run after a cut.
import { QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type DocClient, documentTable, isConditionFailure } from '../../client.js';
import { householdKeys } from '../household/keys.js';
import { recipeKeys } from './keys.js';

/** Updates in flight at once: enough to move thousands of recipes in seconds, gentle on the table. */
const PARALLEL = 16;

type Item = Record<string, unknown>;

export async function moveOwnerRecipes(
  db: DocClient,
  userId: string,
  householdId: string,
  table?: string,
): Promise<number> {
  const { send, tableName } = documentTable(db, table);
  let moved = 0;
  let startKey: Item | undefined;
  do {
    const page = await send<{ Items?: Item[]; LastEvaluatedKey?: Item }>(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :owner',
        ExpressionAttributeValues: { ':owner': recipeKeys.ownerFeed(userId) },
        ProjectionExpression: 'pk, sk, id, createdAt, householdId, gsi4pk, isPublic, visibility',
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
    for (let i = 0; i < pending.length; i += PARALLEL) {
      const results = await Promise.all(
        pending.slice(i, i + PARALLEL).map((item) => fileRecipe(item).catch(skipGone)),
      );
      moved += results.filter(Boolean).length;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return moved;

  async function fileRecipe(item: Item): Promise<boolean> {
    await send(
      new UpdateCommand({
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
      }),
    );
    return true;
  }
}

function skipGone(error: unknown): false {
  if (isConditionFailure(error)) return false;
  throw error;
}
