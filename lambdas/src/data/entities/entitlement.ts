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
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { db as sharedDb } from '../../shared/clients.js';
import {
  cancellationCodes,
  type DocClient,
  documentTable,
  isConditionFailure,
  isTransactionCancelled,
} from '../client.js';
import { userPartition } from '../table.js';
import { recipeKeys } from './recipe/keys.js';

export type Plan = 'monthly' | 'yearly';
export type LifetimeSource = 'purchase' | 'code' | 'admin';

export interface SubscriptionRecord {
  plan: Plan;
  /** Stripe's subscription status: trialing, active, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string;
}

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

export const entitlementKey = (userId: string) => ({ pk: userPartition(userId), sk: 'ENTITLEMENT' });
export const stripeCustomerKey = (customerId: string) => ({
  pk: `STRIPE_CUSTOMER#${customerId}`,
  sk: 'USER',
});
export const stripeEventKey = (eventId: string) => ({ pk: `STRIPE_EVENT#${eventId}`, sk: 'EVENT' });
export const stripePaymentKey = (paymentIntentId: string) => ({
  pk: `STRIPE_PAYMENT#${paymentIntentId}`,
  sk: 'USER',
});

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

const EVENT_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export function entitlementRepository(db: DocClient, table?: string) {
  const { send, tableName } = documentTable(db, table);
  return {
    /** One user's entitlement (an empty one when nothing was ever recorded). */
    async get(userId: string): Promise<EntitlementRecord> {
      const result = await send<{ Item?: Record<string, unknown> }>(
        new GetCommand({ TableName: tableName, Key: entitlementKey(userId) }),
      );
      return result.Item ? toEntitlement(userId, result.Item) : emptyEntitlement(userId);
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

    /**
     * Records a processed Stripe event together with its writes, in one transaction. 'duplicate' when the
     * event was processed before; 'stale' when a write's condition (an older subscription event) failed,
     * in which case only the event is recorded.
     */
    async recordStripeEvent(
      event: { id: string; type: string; userId: string | null; at: string },
      writes: TransactItem[],
    ): Promise<'applied' | 'duplicate' | 'stale'> {
      const marker: TransactItem = {
        Put: {
          TableName: tableName,
          Item: {
            ...stripeEventKey(event.id),
            type: 'stripe-event',
            eventType: event.type,
            userId: event.userId,
            processedAt: event.at,
            expiresAt: Math.floor(Date.parse(event.at) / 1000) + EVENT_RETENTION_SECONDS,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      try {
        await send(new TransactWriteCommand({ TransactItems: [marker, ...writes] }));
        return 'applied';
      } catch (error) {
        if (!isTransactionCancelled(error)) throw error;
        const codes = cancellationCodes(error);
        if (codes[0] === 'ConditionalCheckFailed') return 'duplicate';
        if (!codes.includes('ConditionalCheckFailed')) throw error;
        try {
          await send(new PutCommand(marker.Put as never));
          return 'stale';
        } catch (markError) {
          if (isConditionFailure(markError)) return 'duplicate';
          throw markError;
        }
      }
    },

    /** Write: the subscription state of a newer event (refused when a newer event was applied). */
    subscriptionWrite(
      userId: string,
      subscription: SubscriptionRecord,
      customerId: string,
      eventCreated: number,
      at: string,
    ): TransactItem {
      return {
        Update: {
          TableName: tableName,
          Key: entitlementKey(userId),
          UpdateExpression:
            'SET #type = :type, userId = :uid, subscription = :sub, stripeCustomerId = :cus, lastEventAt = :created, updatedAt = :at',
          ConditionExpression: 'attribute_not_exists(lastEventAt) OR lastEventAt <= :created',
          ExpressionAttributeNames: { '#type': 'type' },
          ExpressionAttributeValues: {
            ':type': 'entitlement',
            ':uid': userId,
            ':sub': subscription,
            ':cus': customerId,
            ':created': eventCreated,
            ':at': at,
          },
        },
      };
    },

    /** Write: the Stripe customer of a user, both ways (entitlement field and lookup item). */
    customerWrites(
      userId: string,
      customerId: string,
      at: string,
      options: { lifetime?: boolean; paymentIntentId?: string } = {},
    ): TransactItem[] {
      const payment = options.lifetime && options.paymentIntentId ? ', lifetimePaymentIntent = :pi' : '';
      const lifetime = options.lifetime
        ? `, lifetime = :true, lifetimeSource = :purchase, lifetimeGrantedAt = :at${payment}`
        : '';
      return [
        {
          Update: {
            TableName: tableName,
            Key: entitlementKey(userId),
            UpdateExpression: `SET #type = :type, userId = :uid, stripeCustomerId = :cus, updatedAt = :at${lifetime}`,
            ExpressionAttributeNames: { '#type': 'type' },
            ExpressionAttributeValues: {
              ':type': 'entitlement',
              ':uid': userId,
              ':cus': customerId,
              ':at': at,
              ...(options.lifetime ? { ':true': true, ':purchase': 'purchase' } : {}),
              ...(payment ? { ':pi': options.paymentIntentId } : {}),
            },
          },
        },
        {
          Put: {
            TableName: tableName,
            Item: { ...stripeCustomerKey(customerId), type: 'stripe-customer', userId, customerId },
          },
        },
      ];
    },

    /** Write: remembers who paid a lifetime purchase's payment intent (refunds and disputes name it). */
    paymentIntentWrite(userId: string, paymentIntentId: string): TransactItem {
      return {
        Put: {
          TableName: tableName,
          Item: { ...stripePaymentKey(paymentIntentId), type: 'stripe-payment', userId, paymentIntentId },
        },
      };
    },

    /** The user who paid this payment intent for lifetime access, if known. */
    async userOfPaymentIntent(paymentIntentId: string): Promise<string | null> {
      const result = await send<{ Item?: Record<string, unknown> }>(
        new GetCommand({ TableName: tableName, Key: stripePaymentKey(paymentIntentId) }),
      );
      return typeof result.Item?.userId === 'string' ? result.Item.userId : null;
    },

    /**
     * Write: takes back lifetime access bought with this payment intent (refunded or disputed). Refused
     * (a 'stale' event) when the access is gone or came another way (a code, an admin).
     */
    revokePurchasedLifetimeWrite(userId: string, paymentIntentId: string, at: string): TransactItem {
      return {
        Update: {
          TableName: tableName,
          Key: entitlementKey(userId),
          UpdateExpression:
            'SET lifetime = :false, lifetimeSource = :null, lifetimeGrantedAt = :null, lifetimeRevokedAt = :at, updatedAt = :at',
          ConditionExpression:
            'lifetime = :true AND lifetimeSource = :purchase AND lifetimePaymentIntent = :pi',
          ExpressionAttributeValues: {
            ':false': false,
            ':true': true,
            ':null': null,
            ':at': at,
            ':purchase': 'purchase',
            ':pi': paymentIntentId,
          },
        },
      };
    },

    /** The user a Stripe customer belongs to, if known. */
    async userOfCustomer(customerId: string): Promise<string | null> {
      const result = await send<{ Item?: Record<string, unknown> }>(
        new GetCommand({ TableName: tableName, Key: stripeCustomerKey(customerId) }),
      );
      return typeof result.Item?.userId === 'string' ? result.Item.userId : null;
    },

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
