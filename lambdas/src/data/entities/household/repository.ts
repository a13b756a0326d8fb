// Households in the table (key design in ./keys.ts). A household page is ONE Query of its partition
// (META, members, invitations). Every change of membership is ONE transaction whose conditions keep the
// counts and the member's session-validity record (where the API reads a caller's household) in step:
// two people accepting the last seat, or one person accepting two invitations at once, cannot both win.
// This file: reading a household, and its own record (made, renamed, its links ended, deleted); the
// invitations: ./invitations.ts; the members and moving them (./move.ts builds the transaction):
// ./members.ts. householdRepository() composes the three.

import { readEatingNeeds } from '../../../contracts/allergens.js';
import { DeleteCommand, QueryCommand, UpdateCommand } from '../../../shared/aws-sdk.js';
import { db as sharedDb } from '../../../shared/clients.js';
import { type DocClient, documentTable, getItem, transactIf, writeIf } from '../../client.js';
import { epochSeconds } from '../session-validity.js';
import { type InvitationRecord, invitationRepository, toInvitation } from './invitations.js';
import {
  type HouseholdMembership,
  type HouseholdMeta,
  householdKeys,
  householdOfOneItems,
  householdPartition,
} from './keys.js';
import { memberRepository } from './members.js';

export type { InvitationRecord, InvitationState } from './invitations.js';

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

export function householdRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  const records = {
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
      const item = await getItem(send, tableName, householdKeys.meta(householdId), {
        projection: 'capabilitiesValidAfter',
      });
      const at = item?.capabilitiesValidAfter;
      return typeof at === 'number' ? at : undefined;
    },

    /** Whether a household exists (one small GetItem). */
    async exists(householdId: string): Promise<boolean> {
      const item = await getItem(send, tableName, householdKeys.meta(householdId), { projection: 'pk' });
      return Boolean(item);
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
      return transactIf(send, [
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
      ]);
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
      return writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: householdKeys.meta(householdId),
          UpdateExpression: `SET ${sets.join(', ')}`,
          ConditionExpression: 'ownerId = :owner',
          ExpressionAttributeNames: changes.name !== undefined ? { '#name': 'name' } : undefined,
          ExpressionAttributeValues: values,
        }),
      );
    },

    /**
     * Stops what the household handed out until now (a calendar link any member could copy): a member
     * signed out everywhere or their account is going (leaving and removal set it in their transaction).
     */
    async endCapabilities(householdId: string, at: Date): Promise<void> {
      await writeIf(
        send,
        new UpdateCommand({
          TableName: tableName,
          Key: householdKeys.meta(householdId),
          UpdateExpression: 'SET capabilitiesValidAfter = :at',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':at': epochSeconds(at) },
        }),
      );
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
  return {
    ...records,
    ...invitationRepository(send, tableName, (householdId) => records.read(householdId)),
    ...memberRepository(send, tableName),
  };
}

export type HouseholdRepository = ReturnType<typeof householdRepository>;

export const households = householdRepository(sharedDb);
