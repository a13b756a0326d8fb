// How an HTTP request's errors are answered: `{ error: { code, message } }`. The domain's refusals
// (shared/errors.ts DomainRefusal) name what a rule refused; here each gets the status and the code the
// API has always answered with. An AWS throttle that outlived the SDK's retries is 503 busy; the rest is
// hidden behind a plain 500.
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyResultV2 } from 'aws-lambda';
import { AppError, DomainRefusal, type RefusalKind } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';

const answers: Record<RefusalKind, { statusCode: number; code: string }> = {
  'not-in-household': { statusCode: 409, code: 'not_in_household' },
  busy: { statusCode: 409, code: 'conflict' },
  'subscription-required': { statusCode: 402, code: 'subscription_required' },
};

/** The HTTP error a domain refusal is answered with; any other error as it is. */
export function asHttpError(error: unknown): unknown {
  if (!(error instanceof DomainRefusal)) return error;
  const { statusCode, code } = answers[error.kind];
  return new AppError(statusCode, code, error.message, error.details);
}

/** Runs a route's work, its domain refusals answered as HTTP errors (so the cost headers reach them too). */
export async function answeringRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asHttpError(error);
  }
}

interface MiddyErrorRequest {
  error: unknown;
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
  response?: APIGatewayProxyResultV2;
}

/** AWS's names for "too many requests" (DynamoDB, S3, Cognito, Step Functions, Textract, Lambda). */
const THROTTLE_NAMES = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'SlowDown',
  'TooManyRequestsException',
]);

/**
 * An AWS service still refusing for load after the SDK's own retries with backoff. A throttled call was
 * not applied, so the person may simply try again: 503 with Retry-After, not a bare 500 (issue 33).
 */
export function isAwsThrottle(error: unknown): boolean {
  const { name, $retryable } = (error ?? {}) as { name?: unknown; $retryable?: { throttling?: boolean } };
  return (typeof name === 'string' && THROTTLE_NAMES.has(name)) || $retryable?.throttling === true;
}

/** The answer to a request an AWS service was too busy for: the person waits a moment and tries again. */
export const BUSY_MESSAGE = 'Hearth is busy right now. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * Answers `{ error: { code, message } }`; exposes AppError and middy's own 4xx, answers an AWS throttle
 * that outlived the SDK's retries 503 busy with Retry-After, hides the rest.
 */
export const jsonErrors = () => ({
  onError: async (request: MiddyErrorRequest) => {
    const error = request.error as { statusCode?: number; expose?: boolean; code?: string; message?: string };
    let statusCode = 500;
    let code = 'internal_error';
    let message = 'Something went wrong. Please try again.';
    let headers: Record<string, string> | undefined;
    if (error instanceof AppError) {
      ({ statusCode, code, message } = error);
      headers = error.headers;
    } else if (isAwsThrottle(error)) {
      statusCode = 503;
      code = 'busy';
      message = BUSY_MESSAGE;
      headers = { 'retry-after': String(BUSY_RETRY_AFTER_SECONDS) };
    } else if (typeof error?.statusCode === 'number' && error.statusCode < 500 && error.expose !== false) {
      statusCode = error.statusCode;
      code = statusCode === 404 ? 'not_found' : 'bad_request';
      message = error.message ?? message;
    }
    // The route's pattern, not the path: paths carry ids and invitation tokens.
    const route = request.event.routeKey;
    if (statusCode >= 500)
      logger.error('request failed', { route, error: String(error), stack: (error as Error)?.stack });
    else logger.info('request rejected', { route, statusCode, code });
    request.response = {
      statusCode,
      headers: {
        'content-type': 'application/json',
        'cache-control': 'no-store',
        ...headers,
      },
      body: JSON.stringify({ error: { code, message } }),
    };
  },
});
