// One membership move (join, leave, removal) as ONE TransactWriteItems, and what each refusal means.
// Every derived list it writes (each member's `householdMembers` on their session-validity record) comes
// from reads the transaction itself proves current: both households' `version` as read is a condition,
// and every membership change, rename or hand-over moves it. So two moves racing on one household cannot
// both land on the same read, and a member record never says someone is in a household they left; the
// loser is cancelled (a failed condition, or DynamoDB's TransactionConflict) and the use case reads again.
import { MAX_HOUSEHOLD_MEMBERS } from '../../../contracts/households.js';
import { ownRecipeCountHolds } from '../entitlement/keys.js';
import { epochSeconds, sessionValidityKey } from '../session-validity.js';
import { householdKeys, householdOfOneItems, membershipItem } from './keys.js';
import type { MemberMove, MoveRefusal } from './move-shape.js';

export { type MemberMove, type MoveRefusal, MoveRefused } from './move-shape.js';

type Element = Record<string, unknown>;

/** The session-validity condition that the user's household is `householdId` (absent: their own id). */
function householdIs(userId: string, householdId: string) {
  return userId === householdId
    ? 'attribute_not_exists(householdId) OR householdId = :hid'
    : 'householdId = :hid';
}

/** The condition on the member item a move deletes: it exists and, when carried, its needs are as read. */
function leavesAsRead(eating: MemberMove['eating']): Element {
  if (eating === undefined) return { ConditionExpression: 'attribute_exists(pk)' };
  if (eating.eatingVersion === undefined)
    return { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(eatingVersion)' };
  return {
    ConditionExpression: 'attribute_exists(pk) AND eatingVersion = :eating',
    ExpressionAttributeValues: { ':eating': eating.eatingVersion },
  };
}

/** The elements of one membership move, and what each condition failing means (same order). */
export function moveItems(tableName: string, move: MemberMove): { items: Element[]; reasons: MoveRefusal[] } {
  const at = move.at.toISOString();
  const items: Element[] = [];
  const reasons: MoveRefusal[] = [];
  const add = (element: Element, reason: MoveRefusal) => {
    items.push(element);
    reasons.push(reason);
  };
  if (move.invitation) {
    add(
      {
        Update: {
          TableName: tableName,
          Key: householdKeys.invite(move.invitation.householdId, move.invitation.id),
          UpdateExpression: 'SET #state = :used, usedBy = :uid, usedAt = :at',
          ConditionExpression: '#state = :open AND expiresAt > :at',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':used': 'used', ':open': 'open', ':uid': move.userId, ':at': at },
        },
      },
      'invitation',
    );
  }
  // The member item carries the household they came from until the follow-ups (recipes, sockets, feeds)
  // have run: a follow-up that failed is run again from it (households.ts, settleMoves).
  const pending = { pendingFrom: move.from.householdId };
  const carried = move.eating
    ? {
        allergies: move.eating.allergies ?? [],
        diets: move.eating.diets ?? [],
        ...(move.eating.eatingVersion === undefined ? {} : { eatingVersion: move.eating.eatingVersion }),
      }
    : {};
  if (move.to.newHousehold) {
    const made = householdOfOneItems({
      householdId: move.to.householdId,
      userId: move.userId,
      displayName: move.displayName,
      name: move.to.newHousehold.name,
      at,
    });
    add(
      { Put: { TableName: tableName, Item: made.meta, ConditionExpression: 'attribute_not_exists(pk)' } },
      'exists',
    );
    add({ Put: { TableName: tableName, Item: { ...made.member, ...carried, ...pending } } }, 'exists');
    if (move.to.newHousehold.reclaim)
      add(
        {
          Delete: {
            TableName: tableName,
            Key: householdKeys.ended(move.to.householdId),
            ConditionExpression: 'endedBy = :uid',
            ExpressionAttributeValues: { ':uid': move.userId },
          },
        },
        'exists',
      );
  } else {
    add(
      {
        Update: {
          TableName: tableName,
          Key: householdKeys.meta(move.to.householdId),
          UpdateExpression: 'ADD memberCount :one, version :one',
          ConditionExpression: 'attribute_exists(pk) AND memberCount < :max AND version = :version',
          ExpressionAttributeValues: {
            ':one': 1,
            ':max': MAX_HOUSEHOLD_MEMBERS,
            ':version': move.to.version ?? 1,
          },
        },
      },
      'full',
    );
    add(
      {
        Put: {
          TableName: tableName,
          Item: {
            ...membershipItem({
              householdId: move.to.householdId,
              userId: move.userId,
              role: 'member',
              joinedAt: at,
              displayName: move.displayName,
            }),
            ...carried,
            ...pending,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      'moved',
    );
    for (const { userId, count } of move.to.recipeCounts ?? [])
      add(ownRecipeCountHolds(tableName, userId, count), 'recipes');
  }
  add(
    {
      Delete: {
        TableName: tableName,
        Key: householdKeys.member(move.from.householdId, move.userId),
        ...leavesAsRead(move.eating),
      },
    },
    'not-member',
  );
  if (move.from.lastMember) {
    add(
      {
        Delete: {
          TableName: tableName,
          Key: householdKeys.meta(move.from.householdId),
          ConditionExpression: 'memberCount = :one AND version = :version',
          ExpressionAttributeValues: { ':one': 1, ':version': move.from.version },
        },
      },
      'moved',
    );
    // What the household leaves behind under its id (its list, plans, menus) is theirs: only they may
    // have the id back (finding 5 of issue 32: else it was handed to whoever's own id it was).
    add(
      {
        Put: {
          TableName: tableName,
          Item: {
            ...householdKeys.ended(move.from.householdId),
            type: 'householdEnded',
            endedBy: move.userId,
            endedAt: at,
          },
        },
      },
      'moved',
    );
  } else {
    // The owner never leaves a household others are still in (they hand it over first); a removal also
    // proves the remover still owns it. Whatever the household handed out before now (a calendar link
    // any member could copy) stops: capabilitiesValidAfter (domain/access/capabilities.ts).
    add(
      {
        Update: {
          TableName: tableName,
          Key: householdKeys.meta(move.from.householdId),
          UpdateExpression: 'ADD memberCount :minus, version :one SET capabilitiesValidAfter = :now',
          ConditionExpression: `memberCount > :one AND version = :version AND ${
            move.removedBy ? 'ownerId = :remover' : 'ownerId <> :uid'
          }`,
          ExpressionAttributeValues: {
            ':minus': -1,
            ':one': 1,
            ':version': move.from.version,
            ':now': epochSeconds(move.at),
            ...(move.removedBy ? { ':remover': move.removedBy } : { ':uid': move.userId }),
          },
        },
      },
      move.removedBy ? 'not-owner' : 'moved',
    );
  }
  // The user's household on the record the API reads; only if it still names the household they leave
  // (absent means their own id), so two concurrent moves of one person cannot both land.
  add(
    {
      Update: {
        TableName: tableName,
        Key: sessionValidityKey(move.userId),
        UpdateExpression: 'SET #type = :type, userId = :uid, householdId = :to, householdMembers = :members',
        ConditionExpression: householdIs(move.userId, move.from.householdId).replace(':hid', ':from'),
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: {
          ':type': 'sessionValidity',
          ':uid': move.userId,
          ':to': move.to.householdId,
          ':from': move.from.householdId,
          ':members': move.to.members,
        },
      },
    },
    'moved',
  );
  // Everyone else's record lists who is in their household now (paid-feature checks read it), and only
  // while it still names that household.
  const others = [
    ...move.to.members.filter((id) => id !== move.userId).map((id) => [id, move.to] as const),
    ...move.from.members.map((id) => [id, move.from] as const),
  ];
  for (const [id, household] of others)
    add(
      {
        Update: {
          TableName: tableName,
          Key: sessionValidityKey(id),
          UpdateExpression: 'SET #type = :type, userId = :uid, householdMembers = :members',
          ConditionExpression: householdIs(id, household.householdId),
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'sessionValidity',
            ':uid': id,
            ':members': household.members,
            ':hid': household.householdId,
          },
        },
      },
      'moved',
    );
  return { items, reasons };
}

/** The refusal a cancelled move's reasons name: the first failed condition, else a conflict. */
export function refusalOf(codes: string[], reasons: MoveRefusal[]): MoveRefusal {
  const failed = codes.indexOf('ConditionalCheckFailed');
  if (failed >= 0) return reasons[failed] ?? 'moved';
  return 'conflict';
}
