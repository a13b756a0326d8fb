// `npx tsx scripts/backfill-food-links.ts`: writes the ingredient finder's food links (recipe-food.ts)
// for recipes saved before the finder existed. An operator's one-off, so it may Scan; it only adds
// links (BatchWrite puts are idempotent) and never touches the recipes. Needs TABLE_NAME (and, for the
// local stack, DYNAMODB_ENDPOINT) in the environment, like the handlers.
import { BatchWriteCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import { foodLinkItems } from '../lambdas/src/data/entities/recipe-food.js';
import { recipeFoodIndex } from '../lambdas/src/domain/ingredients/food-keys.js';
import { db } from '../lambdas/src/shared/clients.js';
import { config } from '../lambdas/src/shared/config.js';

let recipes = 0;
let links = 0;
let startKey: Record<string, unknown> | undefined;
do {
  const page = await db.send(
    new ScanCommand({
      TableName: config.TABLE_NAME,
      FilterExpression: 'sk = :meta AND #type = :recipe',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':meta': 'META', ':recipe': 'recipe' },
      ProjectionExpression: 'id, userId, createdAt, ingredients',
      ExclusiveStartKey: startKey,
    }),
  );
  const items = (page.Items ?? []).flatMap((item) =>
    foodLinkItems(
      { id: String(item.id), userId: String(item.userId), createdAt: String(item.createdAt) },
      recipeFoodIndex(typeof item.ingredients === 'string' ? item.ingredients : null),
    ),
  );
  recipes += page.Items?.length ?? 0;
  for (let i = 0; i < items.length; i += 25) {
    let requests: unknown[] | undefined = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (requests && requests.length > 0) {
      const result: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
        new BatchWriteCommand({ RequestItems: { [config.TABLE_NAME]: requests as never } }),
      );
      requests = result.UnprocessedItems?.[config.TABLE_NAME];
      if (requests?.length) await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  links += items.length;
  startKey = page.LastEvaluatedKey;
} while (startKey);
console.log(`Food links written for ${recipes} recipes (${links} links).`);
