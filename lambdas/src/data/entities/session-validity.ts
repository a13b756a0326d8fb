// Session validity: which of a user's signed-in sessions the API still accepts. Cognito ID tokens live
// an hour and API Gateway accepts any unexpired one, so ending sessions early needs a record of our own:
//   pk = SESSION#<uid>, sk = VALIDITY   validAfter (epoch seconds: tokens from sign-ins at or before it
//                                       are refused), disabled, deleted, expiresAt (deleted accounts only),
//                                       householdId (the household the user belongs to; absent = the
//                                       household of one whose id is the user's own id, see household/keys.ts)
// The household travels here rather than in the token: every signed-in request already reads this record
// (cached a few seconds, handlers/shared/session-check.ts), so knowing the household costs no extra
// request, and joining, leaving or removal takes effect within that cache window on every device.
// Nothing sets `disabled` yet (there is no admin "disable"); the check honours it for when there is.
// It lives outside the USER#<uid> partition on purpose: account deletion sweeps that partition, and the
// "deleted" mark must outlive the data for as long as any token of the account could be presented.

import { UpdateCommand } from '../../shared/aws-sdk.js';
import { db as sharedDb } from '../../shared/clients.js';
import { type DocClient, documentTable, getItem, isConditionFailure } from '../client.js';

export interface SessionValidity {
  /** Epoch seconds; a token whose sign-in time (auth_time, else iat) is at or before it is refused. */
  validAfter: number;
  disabled: boolean;
  deleted: boolean;
  /** The user's household; absent until they first join or leave one (then it is their own id). */
  householdId?: string;
  /**
   * Everyone in that household, the user included; absent for a household of one. A paid-feature check
   * reads all their entitlements in ONE BatchGet (one member's plan covers the household).
   */
  householdMembers?: string[];
}

export const sessionValidityKey = (userId: string) => ({ pk: `SESSION#${userId}`, sk: 'VALIDITY' });

/** A deleted account's mark outlives its longest-lived token (refresh tokens: 30 days) by a day. */
const DELETED_RETENTION_SECONDS = 31 * 24 * 60 * 60;

export const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);

export function sessionValidityRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** The user's record, or null when no session of theirs was ever ended (one GetItem). */
    async get(userId: string): Promise<SessionValidity | null> {
      const item = await getItem(send, tableName, sessionValidityKey(userId), {
        projection: 'validAfter, disabled, deleted, householdId, householdMembers',
      });
      if (!item) return null;
      return {
        validAfter: typeof item.validAfter === 'number' ? item.validAfter : 0,
        disabled: item.disabled === true,
        deleted: item.deleted === true,
        ...(typeof item.householdId === 'string' ? { householdId: item.householdId } : {}),
        ...(Array.isArray(item.householdMembers)
          ? { householdMembers: item.householdMembers.map(String) }
          : {}),
      };
    },

    /** Ends every session signed in at or before `at` (sign out everywhere, password reset). */
    async endSessionsBefore(userId: string, at: Date): Promise<void> {
      await send(
        new UpdateCommand({
          TableName: tableName,
          Key: sessionValidityKey(userId),
          // Never moves backwards: a late, older write must not revive sessions a newer one ended.
          UpdateExpression: 'SET #type = :type, userId = :uid, validAfter = :at',
          ConditionExpression: 'attribute_not_exists(validAfter) OR validAfter <= :at',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: { ':type': 'sessionValidity', ':uid': userId, ':at': epochSeconds(at) },
        }),
      ).catch((error: unknown) => {
        if (!isConditionFailure(error)) throw error;
      });
    },

    /** Refuses every session of a deleted account, now and later. */
    async markDeleted(userId: string, at: Date): Promise<void> {
      await send(
        new UpdateCommand({
          TableName: tableName,
          Key: sessionValidityKey(userId),
          UpdateExpression:
            'SET #type = :type, userId = :uid, deleted = :true, validAfter = :at, expiresAt = :expires',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'sessionValidity',
            ':uid': userId,
            ':true': true,
            ':at': epochSeconds(at),
            ':expires': epochSeconds(at) + DELETED_RETENTION_SECONDS,
          },
        }),
      );
    },
  };
}

/**
 * The transaction element that records the user's household (joining, leaving, removal, migration): it
 * goes in the same TransactWriteItems as the membership items, so the two never disagree.
 */
export function householdOfUserUpdate(tableName: string, userId: string, householdId: string) {
  return {
    Update: {
      TableName: tableName,
      Key: sessionValidityKey(userId),
      UpdateExpression: 'SET #type = :type, userId = :uid, householdId = :hid',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':type': 'sessionValidity', ':uid': userId, ':hid': householdId },
    },
  };
}

export type SessionValidityRepository = ReturnType<typeof sessionValidityRepository>;

export const sessionValidity = sessionValidityRepository(sharedDb);
