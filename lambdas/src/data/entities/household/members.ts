// A household's members in the table (key design in ./keys.ts): the writes on a member's own item
// (their allergies and diets, their name, the end of a move's follow-ups), moving a member between
// households in ONE transaction (./move.ts), and handing the household over.
import type { EatingNeeds } from '../../../contracts/allergens.js';
import { TransactWriteCommand, UpdateCommand } from '../../../shared/aws-sdk.js';
import {
  cancellationCodes,
  getItem,
  isTransactionCancelled,
  type Send,
  transactIf,
  writeIf,
} from '../../client.js';
import { householdKeys } from './keys.js';
import { type MemberMove, MoveRefused, moveItems, refusalOf } from './move.js';

type Item = Record<string, unknown>;

/** The member methods of the household repository (repository.ts composes them). */
export function memberRepository(send: Send, tableName: string) {
  /** One conditional update of a member's item; false when its condition was refused. */
  const updateMember = (
    householdId: string,
    userId: string,
    update: { UpdateExpression: string; ConditionExpression: string; ExpressionAttributeValues: Item },
  ) =>
    writeIf(
      send,
      new UpdateCommand({ TableName: tableName, Key: householdKeys.member(householdId, userId), ...update }),
    );

  /** A transaction's update of a member's role, while they are still in the household. */
  const roleUpdate = (householdId: string, userId: string, role: 'owner' | 'member') => ({
    Update: {
      TableName: tableName,
      Key: householdKeys.member(householdId, userId),
      UpdateExpression: 'SET #role = :role',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':role': role },
    },
  });

  return {
    /**
     * A member's own allergies and diets (issue 38), on their member item; false when they are no
     * longer in that household (the item is gone).
     */
    async setEatingNeeds(householdId: string, userId: string, needs: EatingNeeds): Promise<boolean> {
      return updateMember(householdId, userId, {
        // Each change counts, so a move that carries them lands only on the ones it read (move.ts).
        UpdateExpression: 'SET allergies = :allergies, diets = :diets ADD eatingVersion :one',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':allergies': needs.allergies, ':diets': needs.diets, ':one': 1 },
      });
    },

    /** Keeps the name shown beside a member's additions in step with their profile. */
    async renameMember(householdId: string, userId: string, displayName: string): Promise<void> {
      await updateMember(householdId, userId, {
        UpdateExpression: 'SET displayName = :name',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':name': displayName },
      });
    },

    /** Moves a member (join, leave, removal) in one transaction (move.ts); throws MoveRefused naming why. */
    async move(move: MemberMove): Promise<void> {
      const { items, reasons } = moveItems(tableName, move);
      try {
        await send(new TransactWriteCommand({ TransactItems: items as never }));
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
        throw new MoveRefused(refusalOf(cancellationCodes(error), reasons));
      }
    },

    /** Who ended a household whose last member left (its tombstone), or null. */
    async endedBy(householdId: string): Promise<string | null> {
      const item = await getItem(send, tableName, householdKeys.ended(householdId));
      return typeof item?.endedBy === 'string' ? item.endedBy : null;
    },

    /** The move's follow-ups have all run: the member item stops saying where they came from. */
    async settled(householdId: string, userId: string, from: string): Promise<void> {
      await updateMember(householdId, userId, {
        UpdateExpression: 'REMOVE pendingFrom',
        ConditionExpression: 'pendingFrom = :from',
        ExpressionAttributeValues: { ':from': from },
      });
    },

    /** Hands the household to another member, only while `fromId` owns it and `toId` is in it. */
    async handOver(householdId: string, fromId: string, toId: string): Promise<boolean> {
      return transactIf(send, [
        {
          Update: {
            TableName: tableName,
            Key: householdKeys.meta(householdId),
            UpdateExpression: 'SET ownerId = :to, version = version + :one',
            ConditionExpression: 'ownerId = :from',
            ExpressionAttributeValues: { ':to': toId, ':from': fromId, ':one': 1 },
          },
        },
        roleUpdate(householdId, fromId, 'member'),
        roleUpdate(householdId, toId, 'owner'),
      ]);
    },
  };
}
