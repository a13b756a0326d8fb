// Errors thrown by handlers and use cases. The HTTP middleware turns them into
// { error: { code, message } } with the status code; anything else becomes a plain 500.
export class AppError extends Error {
  readonly expose = true;
  /** Extra response headers, e.g. Retry-After on a 429. */
  headers?: Record<string, string>;
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** What a product rule refused, in the domain's terms (no HTTP status): see DomainRefusal. */
export type RefusalKind = 'not-in-household' | 'busy' | 'subscription-required';

/**
 * A refusal by a rule of the product, raised by the domain without an HTTP status: an HTTP handler
 * answers each kind with its status and code (handlers/shared/http-errors.ts), while a workflow task acts on
 * the kind itself (a collection import halts at the free tier, retries a busy save: run-import.ts).
 */
export class DomainRefusal extends Error {
  constructor(
    readonly kind: RefusalKind,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'You must be signed in') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const payloadTooLarge = (message: string) => new AppError(413, 'payload_too_large', message);
export const tooManyRequests = (
  message = 'Too many requests, please slow down',
  retryAfterSeconds?: number,
) =>
  Object.assign(
    new AppError(429, 'too_many_requests', message),
    retryAfterSeconds === undefined ? {} : { headers: { 'retry-after': String(retryAfterSeconds) } },
  );
