// Households in the table (key design in ./keys.ts). A household page is ONE Query of its partition
// (META, members, invitations). Every change of membership is ONE transaction whose conditions keep the
// counts and the member's session-validity record (where the API reads a caller's household) in step:
// two people accepting the last seat, or one person accepting two invitations at once, cannot both win.

import { type EatingNeeds, readEatingNeeds } from '../../../contracts/allergens.js';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '../../../shared/aws-sdk.js';
import { db as sharedDb } from '../../../shared/clients.js';
import {
  cancellationCodes,
  type DocClient,
  documentTable,
  isConditionFailure,
  isTransactionCancelled,
} from '../../client.js';
import { epochSeconds } from '../session-validity.js';
import {
  type HouseholdMembership,
  type HouseholdMeta,
  householdKeys,
  householdOfOneItems,
  householdPartition,
} from './keys.js';
import { type MemberMove, MoveRefused, moveItems, refusalOf } from './move.js';

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

export { type MemberMove, type MoveRefusal, MoveRefused } from './move.js';

type Item = Record<string, unknown>;

const toMeta = (item: Item): HouseholdMeta => ({
  id: String(item.id),
  name: String(item.name ?? ''),
  ownerId: String(item.ownerId ?? ''),
  memberCount: Number(item.memberCount ?? 0),
  membersMayInvite: item.membersMayInvite === true,
  createdAt: String(item.createdAt ?? ''),
  version: Number(item.version ?? 1),
  ...(typeof item.capabilitiesValidAfter === 'number'
    ? { capabilitiesValidAfter: item.capabilitiesValidAfter }
    : {}),
});

const toMember = (item: Item): HouseholdMembership => ({
  householdId: String(item.householdId),
  userId: String(item.userId),
  role: item.role === 'owner' ? 'owner' : 'member',
  joinedAt: String(item.joinedAt ?? ''),
  displayName: String(item.displayName ?? ''),
  ...(typeof item.pendingFrom === 'string' ? { pendingFrom: item.pendingFrom } : {}),
  ...readEatingNeeds(item),
  ...(typeof item.eatingVersion === 'number' ? { eatingVersion: item.eatingVersion } : {}),
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

export function householdRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

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

    /** When the household last ended the links it handed out (epoch s), if ever: one small GetItem. */
    async capabilitiesValidAfter(householdId: string): Promise<number | undefined> {
      const result = await send<{ Item?: Item }>(
        new GetCommand({
          TableName: tableName,
          Key: householdKeys.meta(householdId),
          ProjectionExpression: 'capabilitiesValidAfter',
        }),
      );
      const at = result.Item?.capabilitiesValidAfter;
      return typeof at === 'number' ? at : undefined;
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

    /**
     * A member's own allergies and diets (issue 38), on their member item; false when they are no
     * longer in that household (the item is gone).
     */
    async setEatingNeeds(householdId: string, userId: string, needs: EatingNeeds): Promise<boolean> {
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: householdKeys.member(householdId, userId),
            // Each change counts, so a move that carries them lands only on the ones it read (move.ts).
            UpdateExpression: 'SET allergies = :allergies, diets = :diets ADD eatingVersion :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':allergies': needs.allergies, ':diets': needs.diets, ':one': 1 },
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
      const result = await send<{ Item?: Item }>(
        new GetCommand({ TableName: tableName, Key: householdKeys.ended(householdId) }),
      );
      return typeof result.Item?.endedBy === 'string' ? result.Item.endedBy : null;
    },

    /** The move's follow-ups have all run: the member item stops saying where they came from. */
    async settled(householdId: string, userId: string, from: string): Promise<void> {
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: householdKeys.member(householdId, userId),
            UpdateExpression: 'REMOVE pendingFrom',
            ConditionExpression: 'pendingFrom = :from',
            ExpressionAttributeValues: { ':from': from },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * Stops what the household handed out until now (a calendar link any member could copy): a member
     * signed out everywhere or their account is going (leaving and removal set it in their transaction).
     */
    async endCapabilities(householdId: string, at: Date): Promise<void> {
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: householdKeys.meta(householdId),
            UpdateExpression: 'SET capabilitiesValidAfter = :at',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':at': epochSeconds(at) },
          }),
        );
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /** Withdraws the open invitations `userId` sent (they left, were removed, or their sessions ended). */
    async revokeInvitationsBy(householdId: string, userId: string): Promise<number> {
      const read = await this.read(householdId);
      let revoked = 0;
      for (const invitation of read?.invitations ?? [])
        if (invitation.invitedBy === userId && invitation.state === 'open')
          if (await this.revokeInvitation(householdId, invitation.id)) revoked += 1;
      return revoked;
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
