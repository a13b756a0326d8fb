// Recipe source: which of a user's recipes came from a web address, so an import can say "already in
// your recipes" without reading the collection.
//   pk = USER#<uid>, sk = SOURCE#<sha256 of the normalised address>#<recipeId>
// Written in the recipe's create transaction, deleted with the recipe, and re-written when an edit
// changes the address. A lookup also checks the recipe itself, so an entry that outlived its recipe
// or its address (an edit racing a delete) is never reported.
import { QueryCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable, getItem } from '../client.js';
import { sourceUrlKey } from '../source-url.js';
import { userPartition } from '../table.js';
import { recipeKeys } from './recipe/keys.js';

type Item = Record<string, unknown>;

const prefix = (userId: string, address: string) => {
  const hash = sourceUrlKey(address);
  return hash ? { pk: userPartition(userId), skPrefix: `SOURCE#${hash}#` } : null;
};

export const recipeSourceKeys = {
  /** The entry of one recipe, or null when the address is not a web address. */
  item(userId: string, address: string, recipeId: string): { pk: string; sk: string } | null {
    const start = prefix(userId, address);
    return start ? { pk: start.pk, sk: `${start.skPrefix}${recipeId}` } : null;
  },
};

/** The entry a recipe with a source address carries, or null. */
export function recipeSourceItem(recipe: {
  id: string;
  userId: string;
  sourceUrl: string | null;
}): Item | null {
  const key = recipe.sourceUrl ? recipeSourceKeys.item(recipe.userId, recipe.sourceUrl, recipe.id) : null;
  return key ? { ...key, type: 'recipeSource', recipeId: recipe.id } : null;
}

export function recipeSourceRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** The newest of the user's own recipes imported from this address (any of its normal forms), or null. */
    async findRecipeId(userId: string, address: string): Promise<string | null> {
      const start = prefix(userId, address);
      if (!start) return null;
      const page = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': start.pk, ':sk': start.skPrefix },
          ScanIndexForward: false,
          Limit: 5,
        }),
      );
      for (const entry of page.Items ?? []) {
        const recipeId = String(entry.recipeId);
        const item = await getItem(send, tableName, recipeKeys.meta(recipeId), {
          projection: 'userId, sourceUrl',
        });
        if (
          item?.userId === userId &&
          typeof item.sourceUrl === 'string' &&
          sourceUrlKey(item.sourceUrl) === sourceUrlKey(address)
        )
          return recipeId;
      }
      return null;
    },
  };
}

export type RecipeSourceRepository = ReturnType<typeof recipeSourceRepository>;
