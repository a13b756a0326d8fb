// A viewer's state on one recipe: their rating and whether it is a favorite, in ONE item, so the recipe
// page reads it with one GetItem. favorite.ts and rating.ts write it; this file reads it.
//   pk = USER#<uid>, sk = RECIPESTATE#<recipeId>
//   gsi1pk = FAVORITES#<uid>, gsi1sk = <favoritedAt>#<recipeId>     a user's favorites (sparse)
//   gsi2pk = RECIPESTATES#<recipeId>, gsi2sk = USER#<uid>           every state on one recipe (cleanup)
//   gsi3pk = RATINGS#<uid>, gsi3sk = <recipeId>                     a user's ratings (sparse)
import { deletePartition } from '../batch.js';
import { type DocClient, documentTable, getItem } from '../client.js';
import { userPartition } from '../table.js';

export interface ViewerState {
  rating: number | null;
  favorite: boolean;
}

export const viewerStateKeys = {
  item: (userId: string, recipeId: string) => ({ pk: userPartition(userId), sk: `RECIPESTATE#${recipeId}` }),
  favorites: (userId: string) => `FAVORITES#${userId}`,
  ofRecipe: (recipeId: string) => ({ gsi2pk: `RECIPESTATES#${recipeId}` }),
  ratings: (userId: string) => `RATINGS#${userId}`,
};

/** Attributes every state item carries, whoever writes it first. */
export const viewerStateBase = (userId: string, recipeId: string) => ({
  ':type': 'recipeState',
  ':userId': userId,
  ':recipeId': recipeId,
  ':statesPk': viewerStateKeys.ofRecipe(recipeId).gsi2pk,
  ':statesSk': userPartition(userId),
});
export const viewerStateBaseSet =
  '#type = :type, userId = :userId, recipeId = :recipeId, gsi2pk = :statesPk, gsi2sk = :statesSk';

type Item = Record<string, unknown>;

export function viewerStateRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** The viewer's rating and favorite flag on one recipe (one GetItem). */
    async get(userId: string, recipeId: string): Promise<ViewerState> {
      const item = await getItem(send, tableName, viewerStateKeys.item(userId, recipeId));
      return toViewerState(item);
    },

    /** Deletes every user's state on a recipe (after the recipe is deleted). */
    async deleteAllOfRecipe(recipeId: string): Promise<void> {
      await deletePartition(send, tableName, viewerStateKeys.ofRecipe(recipeId).gsi2pk, { index: 'gsi2' });
    },
  };
}

export type ViewerStateRepository = ReturnType<typeof viewerStateRepository>;

export function toViewerState(item: Item | null): ViewerState {
  return {
    rating: typeof item?.rating === 'number' ? item.rating : null,
    favorite: item?.favorite === true,
  };
}
