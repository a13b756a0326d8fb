// `npm run migrate:households`: gives every account made before households (issue 15) what sign-up now
// gives a new one, losing nothing and safe to re-run (a cut run is finished by the next):
// - its household of one (id = its user id, so its shopping list, meal plans and menus are already that
//   household's and need no move), named "<name>'s kitchen", with the user as owner;
// - its recipes filed in the household's feed (gsi4) with their visibility (isPublic → 'public', else
//   'household': for the household's only member, exactly what they saw before).
// Accounts are read page by page from the profiles' e-mail index (a Query, not a Scan of the table). An
// account already in a household (it joined one) only gets its recipes filed there. Needs TABLE_NAME (and
// for the local stack DYNAMODB_ENDPOINT) in the environment, like the handlers; on AWS run it once after
// the deploy that brings households, with the table's name and credentials allowed to write it.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { defaultHouseholdName } from '../lambdas/src/contracts/households.js';
import type { DocClient } from '../lambdas/src/data/client.js';
import { personalHouseholdId } from '../lambdas/src/data/entities/household/keys.js';
import { householdRepository } from '../lambdas/src/data/entities/household/repository.js';
import { profileKeys } from '../lambdas/src/data/entities/profile.js';
import { moveOwnerRecipes } from '../lambdas/src/data/entities/recipe/household-move.js';
import { sessionValidityRepository } from '../lambdas/src/data/entities/session-validity.js';
import { recipeFoodIndex } from '../lambdas/src/domain/ingredients/food-keys.js';

export interface MigrationSummary {
  accounts: number;
  householdsMade: number;
  recipesFiled: number;
}

export async function migrateHouseholds(db: DocClient, tableName: string): Promise<MigrationSummary> {
  const households = householdRepository(db, tableName);
  const validity = sessionValidityRepository(db, tableName);
  const summary: MigrationSummary = { accounts: 0, householdsMade: 0, recipesFiled: 0 };
  const { gsi1pk } = profileKeys.email('');
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = (await db.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :pk',
        ExpressionAttributeValues: { ':pk': gsi1pk },
        ProjectionExpression: 'userId, displayName, email',
        ExclusiveStartKey: startKey,
      }) as never,
    )) as { Items?: Record<string, unknown>[]; LastEvaluatedKey?: Record<string, unknown> };
    for (const profile of page.Items ?? []) {
      const userId = String(profile.userId);
      const displayName =
        String(profile.displayName ?? '') || String(profile.email ?? '').split('@')[0] || 'Cook';
      summary.accounts += 1;
      const householdId = (await validity.get(userId))?.householdId ?? personalHouseholdId(userId);
      if (householdId === personalHouseholdId(userId)) {
        const made = await households.ensureHouseholdOfOne({
          householdId,
          userId,
          displayName,
          name: defaultHouseholdName(displayName),
          at: new Date(),
        });
        if (made) summary.householdsMade += 1;
      }
      summary.recipesFiled += await moveOwnerRecipes(
        db,
        userId,
        householdId,
        (ingredients) => recipeFoodIndex(ingredients).foods,
        tableName,
      );
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return summary;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { db } = await import('../lambdas/src/shared/clients.js');
  const { config } = await import('../lambdas/src/shared/config.js');
  const summary = await migrateHouseholds(db, config.TABLE_NAME);
  console.log(
    `Households: ${summary.accounts} accounts seen, ${summary.householdsMade} households made, ${summary.recipesFiled} recipes filed.`,
  );
}
