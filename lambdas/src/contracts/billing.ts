// API contracts of the billing area (subscription status, checkout, portal, the local checkout
// simulator), shared by the handlers and the frontend.
import { addressField } from './email.js';
import { schema } from './schema.js';
import * as z from './zod.js';

export const planIds = ['monthly', 'yearly', 'lifetime'] as const;
export type PlanId = (typeof planIds)[number];

/** POST /api/subscription/checkout */
export const checkoutRequest = /* @__PURE__ */ schema(() =>
  z.object({
    plan: z.enum(planIds, { error: 'Choose a plan: monthly, yearly or lifetime' }),
    /** The token of a free lifetime-access link from an admin (lifetime only). */
    gift: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  }),
);
export type CheckoutRequest = z.infer<typeof checkoutRequest>;

/** Checkout and portal answers: the address to open. */
export interface RedirectResponse {
  url: string;
}

export interface PlanPrice {
  id: PlanId;
  /** US dollars: per month, per year, or once. */
  price: number;
  interval: 'month' | 'year' | 'once';
  trialDays: number;
}

/** GET /api/subscription (SPEC check-subscription plus what the plans page needs). */
export interface SubscriptionStatus {
  subscribed: boolean;
  trial: boolean;
  /** The current plan product; lifetime wins over a subscription. */
  plan: PlanId | null;
  /** ISO end of the trial or of the paid period. */
  subscriptionEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** Stripe's status of the last subscription, even when it no longer grants access. */
  status: string | null;
  lifetime: boolean;
  lifetimeSource: 'purchase' | 'code' | 'admin' | null;
  fullAccess: boolean;
  canManage: boolean;
  ownRecipeCount: number;
  freeRecipeLimit: number;
  plans: PlanPrice[];
  /** 'simulator' locally without Stripe keys. */
  payments: 'stripe' | 'simulator' | 'unavailable';
  /**
   * Issue 15: the household member whose plan covers the caller (not the caller's own), or null.
   * fullAccess is then true although the caller pays nothing themselves.
   */
  coveredBy: string | null;
  /** The household's recipes, which the free tier counts together. */
  householdRecipeCount: number;
}

/** POST /api/subscription/free-link (admins). */
export const freeLinkRequest = /* @__PURE__ */ schema(() =>
  z.object({ email: addressField("Please enter your friend's email address") }),
);

/** GET /api/checkout-simulator/sessions/{id} */
export interface SimulatedCheckout {
  id: string;
  plan: PlanId;
  price: number;
  interval: PlanPrice['interval'];
  trialDays: number;
  email: string;
  status: 'open' | 'complete' | 'expired';
  successUrl: string;
  cancelUrl: string;
}

/** POST /api/checkout-simulator/portal: what the simple local portal can do to a subscription. */
export const portalActions = [
  'cancel-at-period-end',
  'resume',
  'end-trial',
  'payment-failed',
  'cancel-now',
] as const;
export const simulatedPortalRequest = /* @__PURE__ */ schema(() =>
  z.object({
    action: z.enum(portalActions, { error: 'Unknown portal action' }),
  }),
);
export type SimulatedPortalAction = (typeof portalActions)[number];
