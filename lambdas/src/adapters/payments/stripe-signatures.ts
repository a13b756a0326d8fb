// Stripe webhook signatures, as Stripe documents them ("verify signatures manually"): the
// Stripe-Signature header carries `t=<unix seconds>` and one or more `v1=<hex>` entries, each an
// HMAC-SHA256 of `<t>.<raw body>` with the endpoint's secret. A signature is good when one v1 matches
// (compared in constant time) and t is within five minutes of now, which stops replays.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { StripeEventLike, WebhookSignatures } from '../../domain/billing/ports.js';

const TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`, 'utf8').digest('hex');

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** Checks the Stripe-Signature of a raw body and parses the event; throws on a bad or stale one. */
export async function verifyWebhook(
  rawBody: string,
  header: string,
  secret: string,
  now: number = Date.now(),
): Promise<StripeEventLike> {
  const entries = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(entries.find(([key]) => key === 't')?.[1]);
  const signatures = entries.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new WebhookSignatureError('The Stripe-Signature header has no timestamp or no v1 signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new WebhookSignatureError('No signature matches the payload with this secret');
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS)
    throw new WebhookSignatureError('The signature is older than five minutes');
  return JSON.parse(rawBody) as StripeEventLike;
}

/** Signs a payload the way Stripe does (the local simulator and tests). */
export function signWebhookPayload(
  payload: string,
  secret: string,
  timestamp: number = Math.floor(Date.now() / 1000),
): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, payload)}`;
}

export const stripeWebhookSignatures: WebhookSignatures = {
  verify: (rawBody, signature, secret) => verifyWebhook(rawBody, signature, secret),
  sign: (payload, secret) => signWebhookPayload(payload, secret),
};
