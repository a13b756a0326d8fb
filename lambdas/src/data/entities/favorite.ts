// Favorites: the `favorite` flag of the viewer-state item (see viewer-state.ts), indexed by gsi1
// (FAVORITES#<uid>, newest favourite first) only while set, so a user's favorites are one Query.
import { UpdateCommand } from '../../shared/aws-sdk.js';
import { type DocClient, documentTable, writeIf } from '../client.js';
import { type Page, recipeIdPage } from '../query.js';
import { viewerStateBase, viewerStateBaseSet, viewerStateKeys } from './viewer-state.js';

type Item = Record<string, unknown>;

/** The SET clause that marks a favorite, shared with the rating transaction (a 5 also favourites). */
export const favoriteSet =
  'favorite = :true, favoritedAt = if_not_exists(favoritedAt, :now), gsi1pk = :favPk, gsi1sk = if_not_exists(gsi1sk, :favSk)';
export const favoriteValues = (userId: string, recipeId: string, now: string) => ({
  ':true': true,
  ':now': now,
  ':favPk': viewerStateKeys.favorites(userId),
  ':favSk': `${now}#${recipeId}`,
});

export function favoriteRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Adds a recipe to the user's favorites; true when it was not a favorite before. */
    async add(userId: string, recipeId: string, now: string): Promise<boolean> {
      const result = await send<{ Attributes?: Item }>(
        new UpdateCommand({
          TableName: tableName,
          Key: viewerStateKeys.item(userId, recipeId),
          UpdateExpression: `SET ${viewerStateBaseSet}, ${favoriteSet}`,
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ...viewerStateBase(userId, recipeId),
            ...favoriteValues(userId, recipeId, now),
          },
          ReturnValues: 'UPDATED_OLD',
        }),
      );
      return result.Attributes?.favorite !== true;
    },

    /** Removes a recipe from the user's favorites (a no-op when it is not one). */
    async remove(userId: string, recipeId: string): Promise<void> {
      await writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: viewerStateKeys.item(userId, recipeId),
          UpdateExpression: 'REMOVE favorite, favoritedAt, gsi1pk, gsi1sk',
          ConditionExpression: 'attribute_exists(pk)',
        }),
      );
    },

    /** Ids of a user's favorite recipes, newest favourite first. */
    favoritesOfUser: (userId: string, options: { limit: number; cursor?: string }): Promise<Page<string>> =>
      recipeIdPage(send, tableName, 'gsi1', viewerStateKeys.favorites(userId), options),
  };
}

export type FavoriteRepository = ReturnType<typeof favoriteRepository>;
