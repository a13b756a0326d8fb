// Profile: one item per user. Key design:
//   pk = USER#<sub>, sk = PROFILE
//   gsi1pk = USER_EMAIL, gsi1sk = <lower-case e-mail>   (admin search by e-mail prefix, lookup by e-mail)
// Sign-ups are far below one partition's write limit, so one GSI partition for e-mails is fine.

import { type InterfaceLanguage, isInterfaceLanguage } from '../../contracts/languages.js';
import type { UnitSystem } from '../../contracts/measure.js';
import { PutCommand, QueryCommand, UpdateCommand } from '../../shared/aws-sdk.js';
import {
  batchGetAll,
  type DocClient,
  documentTable,
  getItem,
  isConditionFailure,
  writeIf,
} from '../client.js';
import { userPartition } from '../table.js';

export interface Profile {
  userId: string;
  email: string;
  displayName: string;
  /** How the person reads amounts (issue 19); absent until chosen, read as US customary. */
  units?: UnitSystem;
  /** The interface language the person chose (issue 37); absent: their device's or browser's. */
  language?: InterfaceLanguage;
  hasLifetimeAccess: boolean;
  createdAt: string;
  /**
   * True once the owner proved they read mail at `email` (sign-up confirmation, a confirmed e-mail
   * change, or an admin's change). Matching a person by address (shares, invitations, free links)
   * requires it. Absent on profiles written before it existed: read as false until proven.
   */
  emailVerified?: boolean;
  /**
   * Set when SES reported that mail to `email` bounced for good or was marked as spam (the mail
   * stack's events): SES no longer delivers there, so the app stops promising that it told them.
   * Cleared when the address changes.
   */
  mailUndeliverable?: { reason: MailUndeliverableReason; at: string };
}

export type MailUndeliverableReason = 'bounce' | 'complaint';

export const profileKeys = {
  item: (userId: string) => ({ pk: userPartition(userId), sk: 'PROFILE' }),
  /** gsi1: every profile by lower-case e-mail (admin search, lookup by e-mail). */
  email: (email: string) => ({ gsi1pk: 'USER_EMAIL', gsi1sk: email.toLowerCase() }),
};
const key = profileKeys.item;
const emailIndexKey = profileKeys.email;

/**
 * Display names of the given users (Community's cards, comments): one BatchGet of up to 100 keys. Apart
 * from profileRepository, so only the functions that show names carry BatchGetItem (their bundles are
 * read by the IAM cross-check).
 */
export function profileNames(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return async function displayNames(userIds: string[]): Promise<Map<string, string>> {
    const keys = [...new Set(userIds)].map((id) => key(id));
    const names = new Map<string, string>();
    for (const item of await batchGetAll(send, tableName, keys, {
      ProjectionExpression: 'userId, displayName',
    }))
      names.set(String(item.userId), String(item.displayName ?? ''));
    return names;
  };
}

export function profileRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);

  /** Sets one field while the profile's address is still `email`; false when it no longer is (or is gone). */
  async function setWhileEmailIs(userId: string, email: string, field: string, value: unknown) {
    return writeIf(
      send,
      new UpdateCommand({
        TableName: tableName,
        Key: key(userId),
        UpdateExpression: 'SET #field = :value',
        ConditionExpression: 'attribute_exists(pk) AND email = :email',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':value': value, ':email': email.toLowerCase() },
      }),
    );
  }

  /** Sets one field of an existing profile; the profile as it now is. */
  async function setField(userId: string, field: 'displayName' | 'units' | 'language', value: string) {
    const result = await send<{ Attributes?: Record<string, unknown> }>(
      new UpdateCommand({
        TableName: tableName,
        Key: key(userId),
        UpdateExpression: 'SET #field = :value',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#field': field },
        ExpressionAttributeValues: { ':value': value },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return toProfile(result.Attributes ?? {});
  }

  return {
    /** One user's profile. */
    async get(userId: string): Promise<Profile | null> {
      const item = await getItem(send, tableName, key(userId));
      return item ? toProfile(item) : null;
    },

    /** Creates the profile unless it exists already (post-confirmation may run more than once). */
    async createIfMissing(profile: Profile): Promise<Profile> {
      try {
        await send(
          new PutCommand({
            TableName: tableName,
            Item: { ...key(profile.userId), ...emailIndexKey(profile.email), type: 'profile', ...profile },
            ConditionExpression: 'attribute_not_exists(pk)',
          }),
        );
        return profile;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const existing = await this.get(profile.userId);
        if (!existing) throw error;
        return existing;
      }
    },

    /** Changes the display name of an existing profile. */
    updateDisplayName: (userId: string, displayName: string) => setField(userId, 'displayName', displayName),

    /** Sets how the person reads amounts (US customary or metric). */
    setUnits: (userId: string, units: UnitSystem) => setField(userId, 'units', units),

    /** Sets the language Hearth speaks to the person, on every device they sign in on. */
    setLanguage: (userId: string, language: InterfaceLanguage) => setField(userId, 'language', language),

    /** Records a new, proven e-mail address on the profile and its index entry. */
    async updateEmail(userId: string, email: string): Promise<void> {
      const index = emailIndexKey(email);
      await send(
        new UpdateCommand({
          TableName: tableName,
          Key: key(userId),
          UpdateExpression:
            'SET email = :email, gsi1pk = :gpk, gsi1sk = :gsk, emailVerified = :verified REMOVE mailUndeliverable',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: {
            ':email': email.toLowerCase(),
            ':gpk': index.gsi1pk,
            ':gsk': index.gsi1sk,
            ':verified': true,
          },
        }),
      );
    },

    /** Records that mail to the profile's address no longer arrives, if it still is `email`. */
    markMailUndeliverable: (
      userId: string,
      email: string,
      undeliverable: { reason: MailUndeliverableReason; at: string },
    ) => setWhileEmailIs(userId, email, 'mailUndeliverable', undeliverable),

    /** Marks the profile's address proven, if it still is `email` (an older profile, a verified token). */
    markEmailVerified: (userId: string, email: string) =>
      setWhileEmailIs(userId, email, 'emailVerified', true),

    /** The profile with exactly this e-mail address (any case), e.g. to share a recipe with its owner. */
    async findByEmail(email: string): Promise<Profile | null> {
      const result = await send<{ Items?: Record<string, unknown>[] }>(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :email',
          ExpressionAttributeValues: { ':pk': 'USER_EMAIL', ':email': email.toLowerCase() },
          Limit: 1,
        }),
      );
      const item = result.Items?.[0];
      return item ? toProfile(item) : null;
    },

    /** Profiles whose e-mail starts with the given text, for the admin's user search. */
    async searchByEmailPrefix(prefix: string, limit = 25): Promise<Profile[]> {
      const result = await send<{ Items?: Record<string, unknown>[] }>(
        new QueryCommand({
          TableName: tableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :pk AND begins_with(gsi1sk, :prefix)',
          ExpressionAttributeValues: { ':pk': 'USER_EMAIL', ':prefix': prefix.toLowerCase() },
          Limit: limit,
        }),
      );
      return (result.Items ?? []).map(toProfile);
    },
  };
}

export type ProfileRepository = ReturnType<typeof profileRepository>;

function toProfile(item: Record<string, unknown>): Profile {
  return {
    userId: String(item.userId),
    email: String(item.email ?? ''),
    displayName: String(item.displayName ?? ''),
    units: item.units === 'metric' ? 'metric' : 'us',
    ...(isInterfaceLanguage(item.language) ? { language: item.language } : {}),
    hasLifetimeAccess: item.hasLifetimeAccess === true,
    createdAt: String(item.createdAt ?? ''),
    emailVerified: item.emailVerified === true,
    ...(isUndeliverable(item.mailUndeliverable) ? { mailUndeliverable: item.mailUndeliverable } : {}),
  };
}

function isUndeliverable(value: unknown): value is Profile['mailUndeliverable'] {
  const candidate = value as { reason?: unknown; at?: unknown } | undefined;
  return (
    (candidate?.reason === 'bounce' || candidate?.reason === 'complaint') && typeof candidate.at === 'string'
  );
}
