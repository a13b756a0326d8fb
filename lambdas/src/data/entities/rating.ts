// Ratings: the `rating` of the viewer-state item (see viewer-state.ts), one per user per recipe,
// indexed by gsi3 (RATINGS#<uid>) for "a user's ratings". The recipe's summary (ratingSum,
// ratingCount on its META item) changes in the SAME transaction as the rating, by ADD of the
// difference, and the rating write is conditioned on the previous value the caller read. So under
// any concurrency each rating is counted exactly once and the average stays exact: a loser of a race
// gets 'changed' and retries with fresh values (see the rate-recipe use case).

import { type DocClient, documentTable, refusedAt, transactCancelled } from '../client.js';
import { partitionItems } from '../query.js';
import { favoriteSet, favoriteValues } from './favorite.js';
import { recipeKeys } from './recipe.js';
import { viewerStateBase, viewerStateBaseSet, viewerStateKeys } from './viewer-state.js';

export interface RateCommand {
  userId: string;
  recipeId: string;
  /** Whether the rater owns the recipe: the owner's first rating takes it off Recipes To Try. */
  isOwner: boolean;
  /** The rater's household: its members may rate its household recipes. */
  householdId?: string;
  rating: number;
  /** The rating this user had when read; the write only succeeds if it is still that. */
  previous: number | null;
  now: string;
}

/** 'changed': this user's rating moved meanwhile; 'unavailable': the recipe is gone or not visible; 'busy': a conflicting transaction. */
export type RateOutcome = 'saved' | 'changed' | 'unavailable' | 'busy';

export function ratingRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** Saves one user's rating and moves the recipe's sum and count by the difference, atomically. */
    async rate(command: RateCommand): Promise<RateOutcome> {
      const { userId, recipeId, rating, previous, now } = command;
      const favourite = rating === 5;
      const stateSet = [
        viewerStateBaseSet,
        'rating = :rating',
        'ratedAt = :now',
        'gsi3pk = :ratingsPk',
        'gsi3sk = :recipeId',
      ];
      if (favourite) stateSet.push(favoriteSet);
      const metaSet = command.isOwner ? ' SET ownerRated = :true REMOVE gsi3pk, gsi3sk' : '';
      const cancelled = await transactCancelled(send, [
        {
          Update: {
            TableName: tableName,
            Key: viewerStateKeys.item(userId, recipeId),
            UpdateExpression: `SET ${stateSet.join(', ')}`,
            ConditionExpression: previous === null ? 'attribute_not_exists(rating)' : 'rating = :previous',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ...viewerStateBase(userId, recipeId),
              ':rating': rating,
              ':now': now,
              ':ratingsPk': viewerStateKeys.ratings(userId),
              ...(previous === null ? {} : { ':previous': previous }),
              ...(favourite ? favoriteValues(userId, recipeId, now) : {}),
            },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: recipeKeys.meta(recipeId),
            UpdateExpression: `ADD ratingSum :delta, ratingCount :added${metaSet}`,
            // Only the owner, anyone while it is public, someone it is shared with, or a member of
            // its household while it is a household recipe may rate it.
            ConditionExpression:
              'attribute_exists(pk) AND (userId = :userId OR isPublic = :true OR contains(sharedWith, :userId) OR (householdId = :household AND visibility = :householdVisibility))',
            ExpressionAttributeValues: {
              ':delta': rating - (previous ?? 0),
              ':added': previous === null ? 1 : 0,
              ':userId': userId,
              ':true': true,
              ':household': command.householdId ?? `none#${userId}`,
              ':householdVisibility': 'household',
            },
          },
        },
      ]);
      if (!cancelled) return 'saved';
      if (refusedAt(cancelled, 1)) return 'unavailable';
      if (refusedAt(cancelled, 0)) return 'changed';
      return 'busy';
    },

    /** A user's ratings: recipe id and rating. */
    /**
     * Account deletion: one rating of the user taken out of another person's recipe, in one transaction
     * (the rating item deleted while it still holds that rating, the recipe's sum and count lowered while
     * the recipe exists). A recipe gone or a rating changed meanwhile cancels it: the final sweep of the
     * user's partition removes what is left.
     */
    async withdraw(withdrawn: { userId: string; recipeId: string; rating: number }): Promise<void> {
      await transactCancelled(send, [
        {
          Delete: {
            TableName: tableName,
            Key: viewerStateKeys.item(withdrawn.userId, withdrawn.recipeId),
            ConditionExpression: 'rating = :rating',
            ExpressionAttributeValues: { ':rating': withdrawn.rating },
          },
        },
        {
          Update: {
            TableName: tableName,
            Key: recipeKeys.meta(withdrawn.recipeId),
            UpdateExpression: 'ADD ratingSum :minus, ratingCount :minusOne',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':minus': -withdrawn.rating, ':minusOne': -1 },
          },
        },
      ]);
    },

    async ratingsOfUser(userId: string): Promise<{ recipeId: string; rating: number }[]> {
      const items = await partitionItems(send, tableName, viewerStateKeys.ratings(userId), {
        index: 'gsi3',
        projection: 'recipeId, rating',
      });
      return items.map((item) => ({ recipeId: String(item.recipeId), rating: Number(item.rating) }));
    },
  };
}

export type RatingRepository = ReturnType<typeof ratingRepository>;
