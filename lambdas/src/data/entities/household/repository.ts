// Households in the table (key design in ./keys.ts). A household page is ONE Query of its partition
// (META, members, invitations). Every change of membership is ONE transaction whose conditions keep the
// counts and the member's session-validity record (where the API reads a caller's household) in step:
// two people accepting the last seat, or one person accepting two invitations at once, cannot both win.

import { MAX_HOUSEHOLD_MEMBERS } from '../../../contracts/households.js';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '../../../shared/aws-sdk.js';
import { db as sharedDb } from '../../../shared/clients.js';
import { type DocClient, documentTable, isConditionFailure, isTransactionCancelled } from '../../client.js';
import { sessionValidityKey } from '../session-validity.js';
import {
  type HouseholdMembership,
  type HouseholdMeta,
  householdKeys,
  householdOfOneItems,
  householdPartition,
  membershipItem,
} from './keys.js';

export type InvitationState = 'open' | 'used' | 'revoked';

export interface InvitationRecord {
  householdId: string;
  id: string;
  email: string;
  invitedBy: string;
  invitedByName: string;
  createdAt: string;
  expiresAt: string;
  state: InvitationState;
  /** sha256 of the link's secret; the secret itself is only ever in the mail. */
  secretHash: string;
}

export interface HouseholdRead {
  meta: HouseholdMeta;
  members: HouseholdMembership[];
  invitations: InvitationRecord[];
}

/** Why a membership transaction was refused (from which condition failed). */
export type MoveRefusal = 'invitation' | 'full' | 'moved' | 'not-member' | 'not-owner' | 'exists';

export class MoveRefused extends Error {
  constructor(readonly reason: MoveRefusal) {
    super(`Household change refused: ${reason}`);
  }
}

type Item = Record<string, unknown>;

const toMeta = (item: Item): HouseholdMeta => ({
  id: String(item.id),
  name: String(item.name ?? ''),
  ownerId: String(item.ownerId ?? ''),
  memberCount: Number(item.memberCount ?? 0),
  membersMayInvite: item.membersMayInvite === true,
  createdAt: String(item.createdAt ?? ''),
  version: Number(item.version ?? 1),
});

const toMember = (item: Item): HouseholdMembership => ({
  householdId: String(item.householdId),
  userId: String(item.userId),
  role: item.role === 'owner' ? 'owner' : 'member',
  joinedAt: String(item.joinedAt ?? ''),
  displayName: String(item.displayName ?? ''),
});

const toInvitation = (item: Item): InvitationRecord => ({
  householdId: String(item.householdId),
  id: String(item.id),
  email: String(item.email ?? ''),
  invitedBy: String(item.invitedBy ?? ''),
  invitedByName: String(item.invitedByName ?? ''),
  createdAt: String(item.createdAt ?? ''),
  expiresAt: String(item.expiresAt ?? ''),
  state: item.state === 'used' || item.state === 'revoked' ? item.state : 'open',
  secretHash: String(item.secretHash ?? ''),
});

/** Where a user moves from and to, and what lets them in. */
export interface MemberMove {
  userId: string;
  displayName: string;
  /** The household they are in now (its META exists); `members` is who stays in it. */
  from: { householdId: string; lastMember: boolean; members: string[] };
  /**
   * The household they join (with its version as read), or a new household of one made for them;
   * `members` is everyone in it afterwards, the mover included.
   */
  to: { householdId: string; newHousehold?: { name: string }; version?: number; members: string[] };
  /** Joining by invitation: it must still be open and unexpired, and becomes used. */
  invitation?: { householdId: string; id: string };
  /** Removal by the owner: the owner must still own the household they are removed from. */
  removedBy?: string;
  at: Date;
}

export function householdRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  /** The elements of one membership move, and what each condition failing means. */
  function moveItems(move: MemberMove): { items: unknown[]; reasons: MoveRefusal[] } {
    const at = move.at.toISOString();
    const items: unknown[] = [];
    const reasons: MoveRefusal[] = [];
    if (move.invitation) {
      items.push({
        Update: {
          TableName: tableName,
          Key: householdKeys.invite(move.invitation.householdId, move.invitation.id),
          UpdateExpression: 'SET #state = :used, usedBy = :uid, usedAt = :at',
          ConditionExpression: '#state = :open AND expiresAt > :at',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':used': 'used', ':open': 'open', ':uid': move.userId, ':at': at },
        },
      });
      reasons.push('invitation');
    }
    if (move.to.newHousehold) {
      const made = householdOfOneItems({
        householdId: move.to.householdId,
        userId: move.userId,
        displayName: move.displayName,
        name: move.to.newHousehold.name,
        at,
      });
      items.push({
        Put: { TableName: tableName, Item: made.meta, ConditionExpression: 'attribute_not_exists(pk)' },
      });
      reasons.push('exists');
      items.push({ Put: { TableName: tableName, Item: made.member } });
      reasons.push('exists');
    } else {
      items.push({
        Update: {
          TableName: tableName,
          Key: householdKeys.meta(move.to.householdId),
          UpdateExpression: 'ADD memberCount :one, version :one',
          // The version as read: the member lists written below are then exactly who is in it.
          ConditionExpression: 'attribute_exists(pk) AND memberCount < :max AND version = :version',
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': MAX_HOUSEHOLD_MEMBERS,
            ':version': move.to.version ?? 1,
          },
        },
      });
      reasons.push('full');
      items.push({
        Put: {
          TableName: tableName,
          Item: membershipItem({
            householdId: move.to.householdId,
            userId: move.userId,
            role: 'member',
            joinedAt: at,
            displayName: move.displayName,
          }),
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      });
      reasons.push('moved');
    }
    items.push({
      Delete: {
        TableName: tableName,
        Key: householdKeys.member(move.from.householdId, move.userId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    });
    reasons.push('not-member');
    if (move.from.lastMember) {
      items.push({
        Delete: {
          TableName: tableName,
          Key: householdKeys.meta(move.from.householdId),
          ConditionExpression: 'memberCount = :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      });
      reasons.push('moved');
    } else {
      // The owner never leaves a household others are still in (they hand it over first); a removal
      // also proves the remover still owns it.
      items.push({
        Update: {
          TableName: tableName,
          Key: householdKeys.meta(move.from.householdId),
          UpdateExpression: 'ADD memberCount :minus, version :one',
          ConditionExpression: move.removedBy
            ? 'memberCount > :one AND ownerId = :remover'
            : 'memberCount > :one AND ownerId <> :uid',
          ExpressionAttributeValues: {
            ':minus': -1,
            ':one': 1,
            ...(move.removedBy ? { ':remover': move.removedBy } : { ':uid': move.userId }),
          },
        },
      });
      reasons.push(move.removedBy ? 'not-owner' : 'moved');
    }
    // The user's household on the record the API reads; only if it still names the household they
    // leave (absent means their own id), so two concurrent moves of one person cannot both land.
    items.push({
      Update: {
        TableName: tableName,
        Key: sessionValidityKey(move.userId),
        UpdateExpression: 'SET #type = :type, userId = :uid, householdId = :to, householdMembers = :members',
        ConditionExpression:
          move.from.householdId === move.userId
            ? 'attribute_not_exists(householdId) OR householdId = :from'
            : 'householdId = :from',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'sessionValidity',
          ':uid': move.userId,
          ':to': move.to.householdId,
          ':from': move.from.householdId,
          ':members': move.to.members,
        },
      },
    });
    reasons.push('moved');
    // Everyone else's record lists who is in their household now (paid-feature checks read it).
    const others = [
      ...move.to.members.filter((id) => id !== move.userId).map((id) => [id, move.to.members] as const),
      ...move.from.members.map((id) => [id, move.from.members] as const),
    ];
    for (const [id, members] of others) {
      items.push({
        Update: {
          TableName: tableName,
          Key: sessionValidityKey(id),
          UpdateExpression: 'SET #type = :type, userId = :uid, householdMembers = :members',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':type': 'sessionValidity', ':uid': id, ':members': members },
        },
      });
      reasons.push('moved');
    }
    return { items, reasons };
  }

  return {
    /** The household's META, members and invitations: one Query. Null when it does not exist. */
    async read(householdId: string): Promise<HouseholdRead | null> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': householdPartition(householdId) },
        }),
      );
      const items = result.Items ?? [];
      const meta = items.find((item) => item.sk === 'META');
      if (!meta) return null;
      return {
        meta: toMeta(meta),
        members: items
          .filter((item) => String(item.sk).startsWith(householdKeys.memberPrefix))
          .map(toMember)
          .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt)),
        invitations: items
          .filter((item) => String(item.sk).startsWith(householdKeys.invitePrefix))
          .map(toInvitation),
      };
    },

    /** Whether a household exists (one small GetItem). */
    async exists(householdId: string): Promise<boolean> {
      const result = await send<{ Item?: Item }>(
        new GetCommand({
          TableName: tableName,
          Key: householdKeys.meta(householdId),
          ProjectionExpression: 'pk',
        }),
      );
      return Boolean(result.Item);
    },

    /**
     * Makes a household of one unless it exists (sign-up, and the first visit of an account made before
     * households); answers whether it made it.
     */
    async ensureHouseholdOfOne(options: {
      householdId: string;
      userId: string;
      displayName: string;
      name: string;
      at: Date;
    }): Promise<boolean> {
      const made = householdOfOneItems({ ...options, at: options.at.toISOString() });
      try {
        await send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Put: {
                  TableName: tableName,
                  Item: made.meta,
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
              {
                Put: {
                  TableName: tableName,
                  Item: made.member,
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isTransactionCancelled(error)) return false;
        throw error;
      }
    },

    /** Renames the household or sets whether members may invite; only while `ownerId` owns it. */
    async update(
      householdId: string,
      ownerId: string,
      changes: { name?: string; membersMayInvite?: boolean },
    ): Promise<boolean> {
      const sets = ['version = version + :one'];
      const values: Record<string, unknown> = { ':one': 1, ':owner': ownerId };
      if (changes.name !== undefined) {
        sets.push('#name = :name');
        values[':name'] = changes.name;
      }
      if (changes.membersMayInvite !== undefined) {
        sets.push('membersMayInvite = :invite');
        values[':invite'] = changes.membersMayInvite;
      }
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: householdKeys.meta(householdId),
            UpdateExpression: `SET ${sets.join(', ')}`,
            ConditionExpression: 'ownerId = :owner',
            ExpressionAttributeNames: changes.name !== undefined ? { '#name': 'name' } : undefined,
            ExpressionAttributeValues: values,
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Keeps the name shown beside a member's additions in step with their profile. */
    async renameMember(householdId: string, userId: string, displayName: string): Promise<void> {
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: householdKeys.member(householdId, userId),
            UpdateExpression: 'SET displayName = :name',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':name': displayName },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    async putInvitation(invitation: InvitationRecord): Promise<void> {
      await send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...householdKeys.invite(invitation.householdId, invitation.id),
            type: 'householdInvitation',
            ...invitation,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    async getInvitation(householdId: string, id: string): Promise<InvitationRecord | null> {
      const result = await send<{ Item?: Item }>(
        new GetCommand({ TableName: tableName, Key: householdKeys.invite(householdId, id) }),
      );
      return result.Item ? toInvitation(result.Item) : null;
    },

    /** Withdraws an open invitation; false when it is not open any more. */
    async revokeInvitation(householdId: string, id: string): Promise<boolean> {
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: householdKeys.invite(householdId, id),
            UpdateExpression: 'SET #state = :revoked',
            ConditionExpression: '#state = :open',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: { ':revoked': 'revoked', ':open': 'open' },
          }),
        );
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Moves a member (join, leave, removal) in one transaction; throws MoveRefused naming why. */
    async move(move: MemberMove): Promise<void> {
      const { items, reasons } = moveItems(move);
      try {
        await send(new TransactWriteCommand({ TransactItems: items as never }));
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
        const codes = error.CancellationReasons?.map((reason) => reason.Code ?? 'None') ?? [];
        const failed = codes.indexOf('ConditionalCheckFailed');
        throw new MoveRefused(reasons[failed] ?? 'moved');
      }
    },

    /** Hands the household to another member, only while `fromId` owns it and `toId` is in it. */
    async handOver(householdId: string, fromId: string, toId: string): Promise<boolean> {
      try {
        await send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: tableName,
                  Key: householdKeys.meta(householdId),
                  UpdateExpression: 'SET ownerId = :to, version = version + :one',
                  ConditionExpression: 'ownerId = :from',
                  ExpressionAttributeValues: { ':to': toId, ':from': fromId, ':one': 1 },
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: householdKeys.member(householdId, fromId),
                  UpdateExpression: 'SET #role = :member',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeNames: { '#role': 'role' },
                  ExpressionAttributeValues: { ':member': 'member' },
                },
              },
              {
                Update: {
                  TableName: tableName,
                  Key: householdKeys.member(householdId, toId),
                  UpdateExpression: 'SET #role = :owner',
                  ConditionExpression: 'attribute_exists(pk)',
                  ExpressionAttributeNames: { '#role': 'role' },
                  ExpressionAttributeValues: { ':owner': 'owner' },
                },
              },
            ],
          }),
        );
        return true;
      } catch (error) {
        if (isTransactionCancelled(error)) return false;
        throw error;
      }
    },

    /** Deletes a household's own items (its last member's account is deleted). */
    async deleteHousehold(householdId: string): Promise<void> {
      const result = await send<{ Items?: Item[] }>(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': householdPartition(householdId) },
          ProjectionExpression: 'pk, sk',
        }),
      );
      for (const item of result.Items ?? [])
        await send(new DeleteCommand({ TableName: tableName, Key: { pk: item.pk, sk: item.sk } }));
    },
  };
}

export type HouseholdRepository = ReturnType<typeof householdRepository>;

export const households = householdRepository(sharedDb);
