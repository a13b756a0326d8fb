// How HTTP answers the domain's refusals (shared/errors.ts DomainRefusal): the domain names what its rule
// refused, the handler chooses the status and the code the API has always answered with.
import { AppError, DomainRefusal, type RefusalKind } from '../../shared/errors.js';

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

/** Runs a route's work, its domain refusals answered as HTTP errors. */
export async function answeringRefusals<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw asHttpError(error);
  }
}
