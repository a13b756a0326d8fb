// Account deletion: one rating of the user taken out of another person's recipe, in one transaction
// (the rating item deleted while it still holds that rating, the recipe's sum and count lowered while
// the recipe exists). A recipe gone or a rating changed meanwhile cancels it: the final sweep of the
// user's partition removes what is left.
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Send } from '../query.js';
import { recipeKeys } from './recipe.js';
import { viewerStateKeys } from './viewer-state.js';

export async function withdrawRating(
  send: Send,
  tableName: string,
  rating: { userId: string; recipeId: string; rating: number },
): Promise<void> {
  try {
    await send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: tableName,
              Key: viewerStateKeys.item(rating.userId, rating.recipeId),
              ConditionExpression: 'rating = :rating',
              ExpressionAttributeValues: { ':rating': rating.rating },
            },
          },
          {
            Update: {
              TableName: tableName,
              Key: recipeKeys.meta(rating.recipeId),
              UpdateExpression: 'ADD ratingSum :minus, ratingCount :minusOne',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':minus': -rating.rating, ':minusOne': -1 },
            },
          },
        ],
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'TransactionCanceledException') throw error;
  }
}
