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
