// The Stripe side of the entitlement (see ../entitlement.ts for the key design): webhook events recorded
// once with their writes, subscription and customer writes guarded by event time, lifetime purchases
// traced by payment intent, and the lookups the webhook and the portal need.
import { PutCommand, TransactWriteCommand, type TransactWriteCommandInput } from '../../../shared/aws-sdk.js';
import {
  cancellationCodes,
  getItem,
  isConditionFailure,
  isTransactionCancelled,
  type Send,
} from '../../client.js';
import { entitlementKey, stripeCustomerKey, stripeEventKey, stripePaymentKey } from './keys.js';
import type { SubscriptionRecord } from './record.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

const EVENT_RETENTION_SECONDS = 30 * 24 * 60 * 60;

export function stripeEntitlementWrites(send: Send, tableName: string) {
  return {
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
      const item = await getItem(send, tableName, stripePaymentKey(paymentIntentId));
      return typeof item?.userId === 'string' ? item.userId : null;
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
      const item = await getItem(send, tableName, stripeCustomerKey(customerId));
      return typeof item?.userId === 'string' ? item.userId : null;
    },
  };
}
