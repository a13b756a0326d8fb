// What recipe writes share: the table and the indexes a write keeps in step (community-index.ts,
// finder-index.ts), and the bracket that keeps the community index right around a write.

import type { Send } from '../../client.js';
import type { CommunityIndexRepository, IndexedRecipe } from '../community-index.js';
import type { FinderIndexStore } from '../finder-index.js';
import { recipeSourceItem } from '../recipe-source.js';
import type { RecipeRecord } from './record.js';

/** What a recipe write needs: the table, and the community index it keeps in step. */
export interface RecipeWriteContext {
  send: Send;
  tableName: string;
  community: CommunityIndexRepository;
  finderIndex: FinderIndexStore;
}

/** Runs a write that may change what the community index holds for the recipe (community-index.ts). */
export async function indexed<T>(
  community: CommunityIndexRepository,
  before: IndexedRecipe | null,
  after: IndexedRecipe | null,
  write: () => Promise<T>,
  succeeded: (result: T) => boolean,
): Promise<T> {
  await community.beforeWrite(before, after);
  const result = await write();
  if (succeeded(result)) await community.afterWrite(before, after);
  return result;
}

/** The "already in your recipes" entry of a recipe with a source page (recipe-source.ts), if any. */
export function sourceEntryPut(tableName: string, recipe: RecipeRecord) {
  const item = recipeSourceItem(recipe);
  return item ? [{ Put: { TableName: tableName, Item: item } }] : [];
}
