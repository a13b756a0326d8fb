// The allergen backfill (scripts/backfill-dietary.ts) over the real stack: recipes whose stored
// classification was made by older rules (or none at all, from before issue 38) show no badges and never
// count as safe; the backfill classifies them under the rules in force, keeps the owner's correction,
// never overwrites an edit made while it ran, and a second run has nothing left to do.
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DietaryInfo } from '../../lambdas/src/contracts/allergens.js';
import type { DocClient } from '../../lambdas/src/data/client.js';
import { recipeKeys } from '../../lambdas/src/data/entities/recipe/keys.js';
import { ALLERGEN_RULES_VERSION } from '../../lambdas/src/domain/ingredients/classify-allergens.js';
import { backfillDietary } from '../../scripts/backfill-dietary.js';
import { addRecipe } from './recipes-fixtures.js';
import { api } from './support/api.js';
import { type Session, signUpUser } from './support/auth.js';
import { testTable } from './support/households.js';

const TABLE = 'hearth';

/** Takes a recipe's classification back to what older rules stored (or to none). */
async function asClassifiedBefore(id: string, stored: Partial<DietaryInfo> | null) {
  const table = testTable();
  await table.send(
    new UpdateCommand({
      TableName: TABLE,
      Key: recipeKeys.meta(id),
      ...(stored === null
        ? { UpdateExpression: 'REMOVE dietary' }
        : {
            UpdateExpression: 'SET dietary = :old',
            ExpressionAttributeValues: {
              ':old': { contains: [], mayContain: [], fits: [], check: [], because: {}, ...stored },
            },
          }),
    }),
  );
  table.destroy();
}

const cards = async (who: Session) =>
  (
    await api<{ recipes: { id: string; dietary: DietaryInfo | null }[] }>('/api/recipes?mine=true', {
      token: who.idToken,
    })
  ).body.recipes;

describe('scripts/backfill-dietary.ts', () => {
  it('classifies recipes made under older rules again, keeping the owner’s correction, once', async () => {
    const ana = await signUpUser({ displayName: 'Ana' });
    const satay = await addRecipe(ana, {
      title: 'Satay',
      ingredients: '2 tbsp peanut butter\n500 g chicken',
    });
    const soup = await addRecipe(ana, { title: 'Onion soup', ingredients: '4 onions\n1 l stock' });
    const corrected = await api<{ dietary: DietaryInfo }>(`/api/recipes/${soup.id}/dietary`, {
      method: 'PUT',
      token: ana.idToken,
      body: { notContains: ['gluten'], fits: ['vegetarian'], note: 'vegetable stock' },
    });
    expect(corrected.status).toBe(200);
    const old = await addRecipe(ana, { title: 'Old pancakes', ingredients: '2 eggs\n1 cup milk' });

    await asClassifiedBefore(satay.id, { rules: ALLERGEN_RULES_VERSION - 1, fits: ['vegan'] });
    await asClassifiedBefore(soup.id, {
      rules: ALLERGEN_RULES_VERSION - 1,
      corrected: corrected.body.dietary.corrected,
    });
    await asClassifiedBefore(old.id, null);
    // Under older rules a card shows nothing and never counts as safe.
    for (const card of await cards(ana)) expect(card.dietary).toBeNull();

    const table = testTable();
    const first = await backfillDietary(table, TABLE);
    expect(first.classified).toBeGreaterThanOrEqual(3);
    const second = await backfillDietary(table, TABLE);
    expect(second.classified).toBe(0);
    table.destroy();

    const after = new Map((await cards(ana)).map((card) => [card.id, card.dietary]));
    expect(after.get(satay.id)).toMatchObject({ contains: ['peanuts'], rules: ALLERGEN_RULES_VERSION });
    expect(after.get(satay.id)?.fits).not.toContain('vegan');
    expect(after.get(soup.id)).toMatchObject({
      mayContain: ['celery'],
      corrected: { notContains: ['gluten'], fits: ['vegetarian'] },
    });
    expect(after.get(soup.id)?.fits).toContain('vegetarian');
    expect(after.get(old.id)).toMatchObject({ contains: ['eggs', 'milk'] });
  });

  it('never writes over an edit made while it ran', async () => {
    const ben = await signUpUser({ displayName: 'Ben' });
    const bread = await addRecipe(ben, { title: 'Bread', ingredients: '500 g flour\n1 tsp salt' });
    await asClassifiedBefore(bread.id, { rules: ALLERGEN_RULES_VERSION - 1 });

    // The table as the backfill sees it, with Ben editing the recipe just before its write lands.
    const table = testTable();
    let edited = false;
    const racing = {
      send: async (command: unknown) => {
        const key = (command as { input?: { Key?: { pk?: string } } }).input?.Key?.pk;
        if (command instanceof UpdateCommand && key === recipeKeys.meta(bread.id).pk && !edited) {
          edited = true;
          const reply = await api(`/api/recipes/${bread.id}`, {
            method: 'PATCH',
            token: ben.idToken,
            body: { ingredients: '500 g flour\n1 tsp salt\n2 tbsp sesame seeds' },
          });
          expect(reply.status).toBe(200);
        }
        return table.send(command as never);
      },
    } as unknown as DocClient;
    const summary = await backfillDietary(racing, TABLE);
    expect(edited).toBe(true);
    expect(summary.changedMeanwhile).toBeGreaterThanOrEqual(1);

    const stored = await table.send(new GetCommand({ TableName: TABLE, Key: recipeKeys.meta(bread.id) }));
    expect(stored.Item?.dietary).toMatchObject({
      contains: ['gluten', 'sesame'],
      rules: ALLERGEN_RULES_VERSION,
    });
    table.destroy();
  });
});
