// `npm run backfill:dietary`: classifies again, under the allergen rules now in force, every recipe whose
// stored classification was made by older rules (or before issue 38), keeping each owner's correction.
// Until it runs such a recipe's card shows no badges and never counts as safe (currentDietary), and its
// page classifies it when read; after it runs, cards and the safe filters know it again.
// An operator's one-off after a deploy that raises ALLERGEN_RULES_VERSION, so it may Scan (like
// backfill-food-links.ts). Each write is conditioned on the recipe being as it was read (its version), so
// an edit made meanwhile, which classified the recipe itself, is never overwritten; safe to re-run (a cut
// run is finished by the next). Needs TABLE_NAME (and, for the local stack, DYNAMODB_ENDPOINT).
import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { readDietaryInfo } from '../lambdas/src/contracts/allergens.js';
import type { DocClient } from '../lambdas/src/data/client.js';
import { recipeKeys } from '../lambdas/src/data/entities/recipe/keys.js';
import {
  ALLERGEN_RULES_VERSION,
  applyCorrection,
  classifyIngredients,
} from '../lambdas/src/domain/ingredients/classify-allergens.js';

export interface DietaryBackfillSummary {
  recipes: number;
  classified: number;
  /** Edited while the run read them: the edit classified them under the rules now in force. */
  changedMeanwhile: number;
}

const isConditionFailure = (error: unknown) =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';

export async function backfillDietary(db: DocClient, tableName: string): Promise<DietaryBackfillSummary> {
  const summary: DietaryBackfillSummary = { recipes: 0, classified: 0, changedMeanwhile: 0 };
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = (await db.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'sk = :meta AND #type = :recipe',
        ExpressionAttributeNames: { '#type': 'type', '#version': 'version' },
        ExpressionAttributeValues: { ':meta': 'META', ':recipe': 'recipe' },
        ProjectionExpression: 'id, ingredients, dietary, #version',
        ExclusiveStartKey: startKey,
      }) as never,
    )) as { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> };
    for (const item of page.Items ?? []) {
      summary.recipes += 1;
      const stored = readDietaryInfo(item.dietary);
      if (stored?.rules === ALLERGEN_RULES_VERSION) continue;
      const ingredients = typeof item.ingredients === 'string' ? item.ingredients : null;
      const dietary = applyCorrection(classifyIngredients(ingredients), stored?.corrected);
      const version = item.version;
      try {
        await db.send(
          new UpdateCommand({
            TableName: tableName,
            Key: recipeKeys.meta(String(item.id)),
            UpdateExpression: 'SET dietary = :dietary',
            ConditionExpression:
              version === undefined
                ? 'attribute_exists(pk) AND attribute_not_exists(#version)'
                : 'attribute_exists(pk) AND #version = :version',
            ExpressionAttributeNames: { '#version': 'version' },
            ExpressionAttributeValues: {
              ':dietary': dietary,
              ...(version === undefined ? {} : { ':version': version }),
            },
          }) as never,
        );
        summary.classified += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        summary.changedMeanwhile += 1;
      }
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { config } = await import('../lambdas/src/shared/config.js');
  const summary = await backfillDietary(db, config.TABLE_NAME);
  console.log(
    `Allergens and diets: ${summary.recipes} recipes read, ${summary.classified} classified again, ${summary.changedMeanwhile} edited meanwhile (already current).`,
  );
}
