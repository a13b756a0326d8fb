// Writes only a recipe's owner may make (notes, video link, visibility, delete): each is one
// conditional request (a delete, one transaction with its finder-index entry: delete.ts); on refusal it
// answers with what is there, so the use case can say why.

import type { DietaryInfo } from '../../../contracts/allergens.js';
import type { Visibility } from '../../../contracts/recipes.js';
import { type DeleteCommand, UpdateCommand } from '../../../shared/aws-sdk.js';
import { getItem, isConditionFailure } from '../../client.js';
import { recipeDeletes } from './delete.js';
import { recipeKeys, sparseIndexKeys } from './keys.js';
import { type OwnedWrite, type RecipeRecord, toRecipe } from './record.js';
import { indexed, type RecipeWriteContext } from './write-context.js';

type Item = Record<string, unknown>;

export function recipeOwnerWrites({ send, tableName, community, finderIndex }: RecipeWriteContext) {
  /** Runs an UpdateItem or DeleteItem that only the owner may make; on refusal, returns what is there. */
  async function ownerWrite(command: UpdateCommand | DeleteCommand): Promise<OwnedWrite> {
    try {
      const result = await send<{ Attributes?: Item }>(command);
      return { ok: true, recipe: toRecipe(result.Attributes ?? {}) };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      // A refusal is rare, so reading what is there costs one more request only then. (The SDK's
      // ReturnValuesOnConditionCheckFailure would save it, but DynamoDB Local does not support it.)
      const old = await getItem(send, tableName, command.input.Key ?? {});
      return { ok: false, existing: old ? toRecipe(old) : null };
    }
  }

  return {
    /** Sets the owner's personal notes; refused (with what is there) unless the caller owns it. */
    setNotes: (id: string, ownerId: string, notes: string | null, now: string) =>
      ownerWrite(
        new UpdateCommand({
          TableName: tableName,
          Key: recipeKeys.meta(id),
          UpdateExpression: 'SET notes = :notes, updatedAt = :now',
          ConditionExpression: 'userId = :owner',
          ExpressionAttributeValues: { ':notes': notes, ':now': now, ':owner': ownerId },
          ReturnValues: 'ALL_NEW',
        }),
      ),

    /**
     * Stores a classification the owner corrected (issue 38); only while the recipe is as `current`
     * was read, so a correction never lands on ingredients it was not made for.
     */
    setDietary: (current: RecipeRecord, ownerId: string, dietary: DietaryInfo) =>
      ownerWrite(
        new UpdateCommand({
          TableName: tableName,
          Key: recipeKeys.meta(current.id),
          UpdateExpression: 'SET dietary = :dietary',
          ConditionExpression: 'userId = :owner AND version = :version',
          ExpressionAttributeValues: { ':dietary': dietary, ':owner': ownerId, ':version': current.version },
          ReturnValues: 'ALL_NEW',
        }),
      ),

    /** Sets the video link; owner only. */
    setVideoUrl: (id: string, ownerId: string, videoUrl: string | null, now: string) =>
      ownerWrite(
        new UpdateCommand({
          TableName: tableName,
          Key: recipeKeys.meta(id),
          UpdateExpression: 'SET videoUrl = :url, updatedAt = :now',
          ConditionExpression: 'userId = :owner',
          ExpressionAttributeValues: { ':url': videoUrl, ':now': now, ':owner': ownerId },
          ReturnValues: 'ALL_NEW',
        }),
      ),

    /**
     * Makes a recipe public or private and moves it in or out of the public, to-try and community
     * indexes; owner only, and only if neither the owner's rating nor an edit changed it since
     * `current` was read (an edit in between would otherwise write back the old visibility).
     */
    setVisibility(current: RecipeRecord, ownerId: string, visibility: Visibility, now: string) {
      const isPublic = visibility === 'public';
      const sparse = sparseIndexKeys({ ...current, isPublic, visibility });
      const sets = ['isPublic = :public', 'visibility = :visibility', 'updatedAt = :now', 'version = :next'];
      const removes: string[] = [];
      const values: Item = {
        ':public': isPublic,
        ':visibility': visibility,
        ':now': now,
        ':owner': ownerId,
        ':ownerRated': current.ownerRated,
        ':version': current.version,
        ':next': current.version + 1,
      };
      for (const [attribute, value] of Object.entries({ ...sparse.public, ...sparse.toTry })) {
        sets.push(`${attribute} = :${attribute}`);
        values[`:${attribute}`] = value;
      }
      if (!sparse.public) removes.push('gsi2pk', 'gsi2sk');
      if (!sparse.toTry) removes.push('gsi3pk', 'gsi3sk');
      const after: RecipeRecord = { ...current, isPublic, visibility };
      const privacyChanged = (current.visibility === 'private') !== (visibility === 'private');
      return indexed(
        community,
        current,
        after,
        async () => {
          const result = await ownerWrite(
            new UpdateCommand({
              TableName: tableName,
              Key: recipeKeys.meta(current.id),
              UpdateExpression: `SET ${sets.join(', ')}${removes.length ? ` REMOVE ${removes.join(', ')}` : ''}`,
              ConditionExpression: 'userId = :owner AND ownerRated = :ownerRated AND version = :version',
              ExpressionAttributeValues: values,
              ReturnValues: 'ALL_NEW',
            }),
          );
          // Right after, not inside: the finder re-checks each match's META, so until this lands another
          // member's search may rank a recipe it then leaves out, never show one it should not.
          if (result.ok && privacyChanged)
            await finderIndex.apply({
              householdId: result.recipe.householdId,
              privacy: { [current.id]: visibility === 'private' },
            });
          return result;
        },
        (result) => result.ok,
      );
    },

    ...recipeDeletes({ send, tableName, community, finderIndex }),
  };
}
