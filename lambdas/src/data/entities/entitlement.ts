// Entitlement: what a user may use, read in ONE GetItem on every paid-feature check and kept current by
// Stripe webhooks (never a call to Stripe per request). Key design:
//   pk = USER#<uid>, sk = ENTITLEMENT          lifetime access, the Stripe subscription, the Stripe
//                                              customer, and ownRecipeCount (kept exact by ADD inside the
//                                              recipe create/delete transactions; see recipeCountTransactItem)
//   pk = STRIPE_CUSTOMER#<cus>, sk = USER       which user a Stripe customer belongs to (portal, invoices)
//   pk = STRIPE_EVENT#<evt>, sk = EVENT         a processed webhook event (idempotency; expires after 30 days)
//   pk = STRIPE_PAYMENT#<pi>, sk = USER         which user paid a lifetime purchase's payment intent (a
//                                              refund or dispute of it revokes lifetime); the entitlement
//                                              keeps the same id as lifetimePaymentIntent
// lastEventAt on the entitlement item is the `created` time of the newest subscription event applied, so
// an older event delivered late never overwrites a newer state.
// Its key shapes are in entitlement/keys.ts, and the Stripe webhook's writes in entitlement/stripe.ts.

import {
  DeleteCommand,
  QueryCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '../../shared/aws-sdk.js';
import { db as sharedDb } from '../../shared/clients.js';
import { batchGetAll, type DocClient, documentTable, getItem, isConditionFailure } from '../client.js';
import { entitlementKey, stripeCustomerKey, stripePaymentKey } from './entitlement/keys.js';
import type { SubscriptionRecord } from './entitlement/record.js';
import { stripeEntitlementWrites } from './entitlement/stripe.js';
import { recipeKeys } from './recipe/keys.js';

export type { Plan, SubscriptionRecord } from './entitlement/record.js';
export type LifetimeSource = 'purchase' | 'code' | 'admin';

export interface EntitlementRecord {
  userId: string;
  lifetime: boolean;
  lifetimeSource: LifetimeSource | null;
  lifetimeGrantedAt: string | null;
  subscription: SubscriptionRecord | null;
  stripeCustomerId: string | null;
  /** Recipes the user owns; null until first counted (accounts older than the counter). */
  ownRecipeCount: number | null;
  /** Unix seconds of the newest Stripe subscription event applied. */
  lastEventAt: number | null;
  /** The payment intent of a lifetime purchase (refunds and disputes of it revoke lifetime). */
  lifetimePaymentIntent?: string | null;
  updatedAt: string | null;
}

export { entitlementKey, stripeCustomerKey, stripeEventKey, stripePaymentKey } from './entitlement/keys.js';

/** The record of a user who never subscribed nor was granted anything. */
export function emptyEntitlement(userId: string): EntitlementRecord {
  return {
    userId,
    lifetime: false,
    lifetimeSource: null,
    lifetimeGrantedAt: null,
    subscription: null,
    stripeCustomerId: null,
    ownRecipeCount: null,
    lastEventAt: null,
    updatedAt: null,
  };
}

/** One element of a TransactWriteItems request (document client shape). */
export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export function entitlementRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /**
     * The entitlements of several users (a household's members) in ONE BatchGetItem, in the order
     * asked; an empty one for anyone with nothing recorded.
     */
    async getMany(userIds: string[]): Promise<EntitlementRecord[]> {
      const found = new Map<string, EntitlementRecord>();
      const keys = [...new Set(userIds)].map(entitlementKey);
      for (const item of await batchGetAll(send, tableName, keys))
        found.set(String(item.userId), toEntitlement(String(item.userId), item));
      return userIds.map((id) => found.get(id) ?? emptyEntitlement(id));
    },

    /** One user's entitlement (an empty one when nothing was ever recorded). */
    async get(userId: string): Promise<EntitlementRecord> {
      const item = await getItem(send, tableName, entitlementKey(userId));
      return item ? toEntitlement(userId, item) : emptyEntitlement(userId);
    },

    /** TransactWriteItems element granting lifetime access (code redemption pairs it with the code). */
    grantLifetimeTransactItem(
      userId: string,
      source: LifetimeSource,
      at: string,
      paymentIntentId?: string,
    ): TransactItem {
      const payment = paymentIntentId ? ', lifetimePaymentIntent = :pi' : '';
      return {
        Update: {
          TableName: tableName,
          Key: entitlementKey(userId),
          UpdateExpression: `SET #type = :type, userId = :uid, lifetime = :true, lifetimeSource = :source, lifetimeGrantedAt = :at, updatedAt = :at${payment}`,
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'entitlement',
            ':uid': userId,
            ':true': true,
            ':source': source,
            ':at': at,
            ...(paymentIntentId ? { ':pi': paymentIntentId } : {}),
          },
        },
      };
    },

    /** Grants lifetime access now. */
    async grantLifetime(userId: string, source: LifetimeSource): Promise<void> {
      const item = this.grantLifetimeTransactItem(userId, source, new Date().toISOString());
      await send(new UpdateCommand(item.Update as UpdateCommandInput));
    },

    /** Takes lifetime access away; any Stripe subscription stays as it is. */
    async revokeLifetime(userId: string): Promise<void> {
      await send(
        new UpdateCommand({
          TableName: tableName,
          Key: entitlementKey(userId),
          UpdateExpression:
            'SET #type = :type, userId = :uid, lifetime = :false, lifetimeSource = :null, lifetimeGrantedAt = :null, updatedAt = :at',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'entitlement',
            ':uid': userId,
            ':false': false,
            ':null': null,
            ':at': new Date().toISOString(),
          },
        }),
      );
    },

    /** TransactWriteItems element counting `delta` new own recipes (recipe create). */
    recipeCountTransactItem(userId: string, delta: number, limit?: number): TransactItem {
      return ownRecipeCountItem(tableName, userId, delta, limit);
    },

    /** Sets the counter for an account older than it (counted once from the owner's recipe index). */
    async initialiseRecipeCount(userId: string): Promise<number> {
      let count = 0;
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await send<{ Count?: number; LastEvaluatedKey?: Record<string, unknown> }>(
          new QueryCommand({
            TableName: tableName,
            IndexName: 'gsi1',
            KeyConditionExpression: 'gsi1pk = :pk',
            ExpressionAttributeValues: { ':pk': recipeKeys.ownerFeed(userId) },
            Select: 'COUNT',
            ExclusiveStartKey: startKey,
          }),
        );
        count += page.Count ?? 0;
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      try {
        await send(
          new UpdateCommand({
            TableName: tableName,
            Key: entitlementKey(userId),
            UpdateExpression: 'SET #type = :type, userId = :uid, ownRecipeCount = :count',
            ConditionExpression: 'attribute_not_exists(ownRecipeCount)',
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: { ':type': 'entitlement', ':uid': userId, ':count': count },
          }),
        );
        return count;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return (await this.get(userId)).ownRecipeCount ?? count;
      }
    },

    ...stripeEntitlementWrites(send, tableName),

    /** Removes the user's entitlement and their Stripe customer link (account deletion). */
    async deleteAllForUser(userId: string): Promise<void> {
      const record = await this.get(userId);
      if (record.stripeCustomerId) {
        await send(
          new DeleteCommand({ TableName: tableName, Key: stripeCustomerKey(record.stripeCustomerId) }),
        );
      }
      if (record.lifetimePaymentIntent) {
        await send(
          new DeleteCommand({ TableName: tableName, Key: stripePaymentKey(record.lifetimePaymentIntent) }),
        );
      }
      await send(new DeleteCommand({ TableName: tableName, Key: entitlementKey(userId) }));
    },
  };
}

export type EntitlementRepository = ReturnType<typeof entitlementRepository>;

/**
 * TransactWriteItems element counting `delta` new own recipes; with `limit` (free tier) it refuses a
 * count past the limit. An account older than the counter is counted first (initialiseRecipeCount).
 */
export function ownRecipeCountItem(
  tableName: string,
  userId: string,
  delta: number,
  limit?: number,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: entitlementKey(userId),
      UpdateExpression: 'SET #type = :type, userId = :uid ADD ownRecipeCount :delta',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'entitlement',
        ':uid': userId,
        ':delta': delta,
        ...(limit === undefined ? {} : { ':room': limit - delta }),
      },
      ...(limit === undefined
        ? {}
        : { ConditionExpression: 'attribute_not_exists(ownRecipeCount) OR ownRecipeCount <= :room' }),
    },
  };
}

/** UpdateItem input uncounting one deleted own recipe (skipped while the counter does not exist yet). */
export function ownRecipeUncountItem(tableName: string, userId: string): UpdateCommandInput {
  return {
    TableName: tableName,
    Key: entitlementKey(userId),
    UpdateExpression: 'ADD ownRecipeCount :minus',
    ConditionExpression: 'attribute_exists(ownRecipeCount) AND ownRecipeCount > :zero',
    ExpressionAttributeValues: { ':minus': -1, ':zero': 0 },
  };
}

const shared = entitlementRepository(sharedDb);

/** One user's entitlement (single GetItem). */
export const getEntitlement = (userId: string) => shared.get(userId);
/** TransactWriteItems Update element granting lifetime access, for atomic code redemption. */
export const grantLifetimeTransactItem = (userId: string, source: LifetimeSource, at: string) =>
  shared.grantLifetimeTransactItem(userId, source, at);
export const grantLifetime = (userId: string, source: LifetimeSource) => shared.grantLifetime(userId, source);
export const revokeLifetime = (userId: string) => shared.revokeLifetime(userId);
export const deleteAllForUser = (userId: string) => shared.deleteAllForUser(userId);

function toSubscription(value: unknown): SubscriptionRecord | null {
  if (!value || typeof value !== 'object') return null;
  const item = value as Record<string, unknown>;
  if (typeof item.stripeSubscriptionId !== 'string') return null;
  return {
    plan: item.plan === 'yearly' ? 'yearly' : 'monthly',
    status: String(item.status ?? 'incomplete'),
    currentPeriodEnd: typeof item.currentPeriodEnd === 'string' ? item.currentPeriodEnd : null,
    trialEnd: typeof item.trialEnd === 'string' ? item.trialEnd : null,
    cancelAtPeriodEnd: item.cancelAtPeriodEnd === true,
    stripeSubscriptionId: item.stripeSubscriptionId,
  };
}

export function toEntitlement(userId: string, item: Record<string, unknown>): EntitlementRecord {
  const source = item.lifetimeSource;
  return {
    userId,
    lifetime: item.lifetime === true,
    lifetimeSource: source === 'purchase' || source === 'code' || source === 'admin' ? source : null,
    lifetimeGrantedAt: typeof item.lifetimeGrantedAt === 'string' ? item.lifetimeGrantedAt : null,
    subscription: toSubscription(item.subscription),
    stripeCustomerId: typeof item.stripeCustomerId === 'string' ? item.stripeCustomerId : null,
    ownRecipeCount: typeof item.ownRecipeCount === 'number' ? item.ownRecipeCount : null,
    lastEventAt: typeof item.lastEventAt === 'number' ? item.lastEventAt : null,
    lifetimePaymentIntent: typeof item.lifetimePaymentIntent === 'string' ? item.lifetimePaymentIntent : null,
    updatedAt: typeof item.updatedAt === 'string' ? item.updatedAt : null,
  };
}
