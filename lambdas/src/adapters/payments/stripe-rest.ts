// Stripe's REST API, called directly: Hearth makes four calls (a Checkout Session, a Portal session,
// cancelling a subscription) and verifies webhooks, and Stripe's library for them was ~240 KB of the
// billing function, loaded by every cold start, webhooks included (issue 20). This is the library's
// wire behaviour for those calls, kept to what Stripe documents: form-encoded bodies with bracketed
// keys, a pinned API version, an idempotency key per POST kept across retries, and retries on network
// errors, 409, 429 and 5xx unless Stripe says not to (Stripe-Should-Retry). The contract tests check the
// bodies against what the library sent, and the signatures against the library's own (devDependency).

/** The API version the code was written and tested against (the Stripe library Hearth moved from). */
export const STRIPE_API_VERSION = '2026-10-28.endive';

const RETRIES = 2;
const TIMEOUT_MS = 10_000;

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    readonly type: string | undefined,
    message: string,
    readonly requestId: string | null,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

type FormValue = string | number | boolean | null | undefined | FormValue[] | { [key: string]: FormValue };

/** Stripe's form encoding: `a[b][0][c]=v`; undefined and null are left out. */
export function stripeForm(params: Record<string, FormValue>): URLSearchParams {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === undefined || value === null) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (typeof value === 'object')
      for (const [name, inner] of Object.entries(value)) add(`${key}[${name}]`, inner);
    else form.append(key, String(value));
  };
  for (const [name, value] of Object.entries(params)) add(name, value);
  return form;
}

export interface StripeRest {
  request<T>(method: 'POST' | 'DELETE', path: string, params?: Record<string, FormValue>): Promise<T>;
}

const shouldRetry = (response: Response) => {
  const told = response.headers.get('stripe-should-retry');
  if (told === 'true') return true;
  if (told === 'false') return false;
  return response.status === 409 || response.status === 429 || response.status >= 500;
};

// Stripe's library's own timing (0.5 s doubling to 2 s, within ±25%), kept on purpose: it is part of the
// wire behaviour Stripe documents and tests; the table's retries use shared/retry.ts.
const pause = (attempt: number) =>
  new Promise((resolve) =>
    setTimeout(resolve, Math.min(2_000, 500 * 2 ** attempt * (0.75 + Math.random() / 2))),
  );

export function stripeRest(secretKey: string, apiBase: string | null = null): StripeRest {
  const base = (apiBase ?? 'https://api.stripe.com').replace(/\/$/, '');
  return {
    async request<T>(method: 'POST' | 'DELETE', path: string, params: Record<string, FormValue> = {}) {
      const body = method === 'POST' ? stripeForm(params).toString() : undefined;
      const headers: Record<string, string> = {
        authorization: `Bearer ${secretKey}`,
        'stripe-version': STRIPE_API_VERSION,
        ...(body !== undefined
          ? {
              'content-type': 'application/x-www-form-urlencoded',
              'idempotency-key': crypto.randomUUID(),
            }
          : {}),
      };
      for (let attempt = 0; ; attempt += 1) {
        const last = attempt === RETRIES;
        let response: Response;
        try {
          response = await fetch(`${base}${path}`, {
            method,
            headers,
            body,
            signal: AbortSignal.timeout(TIMEOUT_MS),
          });
        } catch (error) {
          if (last) throw error;
          await pause(attempt);
          continue;
        }
        const answer = (await response.json().catch(() => ({}))) as {
          error?: { code?: string; type?: string; message?: string };
        };
        if (response.ok) return answer as T;
        if (!last && shouldRetry(response)) {
          await pause(attempt);
          continue;
        }
        throw new StripeApiError(
          response.status,
          answer.error?.code,
          answer.error?.type,
          `Stripe answered ${response.status} to ${method} ${path}: ${answer.error?.message ?? 'no message'}`,
          response.headers.get('request-id'),
        );
      }
    },
  };
}
