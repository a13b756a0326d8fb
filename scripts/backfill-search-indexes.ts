// `npm run backfill:search-indexes`: fills the indexes issue 20 added for recipes saved before them: the
// ingredient finder's household index (finder-index.ts) and Community's short-prefix buckets
// (community-index.ts, CPREFIX#). Pages the accounts from the profiles' e-mail index (a Query, as
// migrate-households.ts does), reads each one's recipes from their owner feed, puts their entries into
// the index of the household each recipe is filed in, and (re)puts each public recipe's community
// entries. Safe to re-run: a put replaces an entry, and an index write racing a recipe write re-reads
// the index and tries again. Needs TABLE_NAME (and,
// for the local stack, DYNAMODB_ENDPOINT) in the environment, like the handlers; on AWS run it once
// after the deploy that brings the index.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { putItems } from '../lambdas/src/data/batch.js';
import type { DocClient } from '../lambdas/src/data/client.js';
import { communityEntries } from '../lambdas/src/data/entities/community-index.js';
import {
  type FinderEntry,
  finderEntry,
  finderIndexRepository,
} from '../lambdas/src/data/entities/finder-index.js';
import { profileKeys } from '../lambdas/src/data/entities/profile.js';
import { recipeKeys, toRecipe } from '../lambdas/src/data/entities/recipe.js';
import { queryAll } from '../lambdas/src/data/query.js';
import { recipeFoodIndex } from '../lambdas/src/domain/ingredients/food-keys.js';

/** Entries per index write: at most a couple of shards in one transaction. */
const WRITE = 400;

type Item = Record<string, unknown>;

/** Puts one user's recipes into their households' finder indexes and Community's; answers how many. */
export async function backfillOwner(db: DocClient, tableName: string, userId: string): Promise<number> {
  const index = finderIndexRepository(db, tableName);
  const send = <T>(command: unknown) => db.send(command as never) as Promise<T>;
  const items = await queryAll(send, {
    TableName: tableName,
    IndexName: 'gsi1',
    KeyConditionExpression: 'gsi1pk = :owner',
    ExpressionAttributeValues: { ':owner': recipeKeys.ownerFeed(userId) },
    ProjectionExpression:
      'sk, id, userId, createdAt, householdId, isPublic, visibility, ingredients, title, description',
  });
  const byHousehold = new Map<string, FinderEntry[]>();
  const community: Item[] = [];
  for (const item of items.filter((found: Item) => found.sk === 'META')) {
    const recipe = toRecipe(item);
    community.push(...communityEntries(recipe));
    const entries = byHousehold.get(recipe.householdId) ?? [];
    entries.push(finderEntry(recipe, recipeFoodIndex(recipe.ingredients).foods));
    byHousehold.set(recipe.householdId, entries);
  }
  for (const [householdId, entries] of byHousehold)
    for (let i = 0; i < entries.length; i += WRITE)
      await index.apply({ householdId, put: entries.slice(i, i + WRITE) });
  await putItems(send, tableName, community);
  return [...byHousehold.values()].reduce((sum, entries) => sum + entries.length, 0);
}

export async function backfillSearchIndexes(
  db: DocClient,
  tableName: string,
): Promise<{ accounts: number; recipes: number }> {
  const summary = { accounts: 0, recipes: 0 };
  const { gsi1pk } = profileKeys.email('');
  let startKey: Item | undefined;
  do {
    const page = (await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ProjectionExpression: 'userId',
        ExclusiveStartKey: startKey,
      }) as never,
    )) as { Items?: Item[]; LastEvaluatedKey?: Item };
    for (const profile of page.Items ?? []) {
      summary.accounts += 1;
      summary.recipes += await backfillOwner(db, tableName, String(profile.userId));
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { config } = await import('../lambdas/src/shared/config.js');
  const summary = await backfillSearchIndexes(db, config.TABLE_NAME);
  console.log(`Search indexes: ${summary.recipes} recipes of ${summary.accounts} accounts indexed.`);
}
