// The entitlement's key shapes (see ../entitlement.ts for the design).
import { userPartition } from '../../table.js';

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

/**
 * A transaction's check that a user's own-recipe count is still `count` as read (null: the account is
 * older than the counter, which is still absent), so a move or create decided on it cannot race another.
 */
export const ownRecipeCountHolds = (tableName: string, userId: string, count: number | null) => ({
  ConditionCheck: {
    TableName: tableName,
    Key: entitlementKey(userId),
    ConditionExpression: count === null ? 'attribute_not_exists(ownRecipeCount)' : 'ownRecipeCount = :count',
    ...(count === null ? {} : { ExpressionAttributeValues: { ':count': count } }),
  },
});
