// Starting a checkout and opening the Customer Portal. Both go through a PaymentGateway: Stripe, or
// locally the checkout simulator. Returning subscribers keep their Stripe customer.

import { randomBytes } from 'node:crypto';
import type { PlanId, SubscriptionStatus } from '../../contracts/billing.js';
import type { EntitlementRepository } from '../../data/entities/entitlement.js';
import type { FriendGiftRepository } from '../../data/entities/friend-gift.js';
import type { Caller } from '../../shared/auth.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../shared/errors.js';
import { accessSummary, hasFullAccess } from './access.js';
import { planPrice, planPrices } from './plans.js';
import type { CheckoutSessionParams, PaymentGateway } from './ports.js';
import type { PlanPriceIds } from './stripe-objects.js';

export interface CheckoutDeps {
  entitlements: EntitlementRepository;
  gateway: PaymentGateway;
  prices: PlanPriceIds;
  origin: string;
}

/** Makes a free lifetime-access link for a friend's e-mail (admins; SPEC 2). */
export async function createFreeLink(
  deps: { gifts: FriendGiftRepository; origin: string; friendCoupon: string | null },
  caller: Caller,
  email: string,
  now = new Date(),
): Promise<{ url: string }> {
  if (!deps.friendCoupon) throw paymentsUnavailable();
  const token = randomBytes(24).toString('base64url');
  await deps.gifts.create({
    token,
    email,
    createdBy: caller.userId,
    createdAt: now.toISOString(),
    usedBy: null,
  });
  return { url: `${deps.origin}/subscription?gift=${token}` };
}

/** The coupon of a free link the caller may use, claiming the link for them. */
export async function claimGift(
  deps: { gifts: FriendGiftRepository; friendCoupon: string | null },
  caller: Caller,
  token: string,
): Promise<string> {
  const gift = await deps.gifts.get(token);
  if (!gift || !deps.friendCoupon) throw notFound('This free link has expired or does not exist.');
  // Only the proven owner of the address matches (issue 13): an unverified claim of it does not.
  if (gift.email !== caller.email.toLowerCase() || caller.emailVerified !== true)
    throw forbidden(`This free link is for ${gift.email}. Sign in with that e-mail address to use it.`);
  if (!(await deps.gifts.claim(token, caller.userId)))
    throw conflict('This free link has already been used.');
  return deps.friendCoupon;
}

export const paymentsUnavailable = () =>
  new AppError(503, 'payments_unavailable', 'Payments are not available right now. Please try again later.');

/** Starts a Checkout Session for `plan`; answers the address to open. */
export async function startCheckout(
  deps: CheckoutDeps,
  caller: Caller,
  plan: PlanId,
  options: { now?: Date; couponId?: string; email?: string } = {},
): Promise<{ url: string }> {
  const priceId = deps.prices[plan];
  if (!priceId) throw paymentsUnavailable();
  const record = await deps.entitlements.get(caller.userId);
  const summary = accessSummary(record, options.now ?? new Date());
  if (summary.lifetime) throw conflict('You already have lifetime access.');
  if (plan !== 'lifetime' && summary.subscribed)
    throw conflict('You already have a subscription. Use Manage Subscription to change it.');
  const params: CheckoutSessionParams = {
    mode: plan === 'lifetime' ? 'payment' : 'subscription',
    priceId,
    userId: caller.userId,
    plan,
    customerId: record.stripeCustomerId,
    email: options.email ?? caller.email,
    // One free trial per customer: a returning subscriber pays from the start.
    trialDays: plan !== 'lifetime' && !record.subscription ? planPrice(plan).trialDays : null,
    successUrl: `${deps.origin}/subscription?checkout=success`,
    cancelUrl: `${deps.origin}/subscription?checkout=canceled`,
    couponId: options.couponId,
  };
  return { url: (await deps.gateway.createCheckoutSession(params)).url };
}

/** Opens the Customer Portal for the caller's Stripe customer. */
export async function openPortal(deps: CheckoutDeps, caller: Caller): Promise<{ url: string }> {
  const record = await deps.entitlements.get(caller.userId);
  if (!record.stripeCustomerId) throw badRequest('There is no subscription to manage yet.');
  return deps.gateway.createPortalSession(record.stripeCustomerId, `${deps.origin}/subscription`);
}

/** GET /api/subscription */
export async function subscriptionStatus(
  entitlements: EntitlementRepository,
  who: { userId: string; householdMembers: string[] },
  payments: SubscriptionStatus['payments'],
  now = new Date(),
): Promise<SubscriptionStatus> {
  const others = who.householdMembers.filter((id) => id !== who.userId);
  const [own, ...household] = await entitlements.getMany([who.userId, ...others]);
  const summary = accessSummary(own ?? (await entitlements.get(who.userId)), now);
  const covering = summary.fullAccess ? undefined : household.find((member) => hasFullAccess(member, now));
  const householdRecipeCount =
    summary.ownRecipeCount + household.reduce((sum, member) => sum + (member.ownRecipeCount ?? 0), 0);
  return {
    ...summary,
    fullAccess: summary.fullAccess || covering !== undefined,
    coveredBy: covering?.userId ?? null,
    householdRecipeCount,
    plans: planPrices,
    payments,
  };
}
