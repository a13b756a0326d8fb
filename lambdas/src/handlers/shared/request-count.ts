// Locally, each answer says what its DynamoDB work cost: requests (x-hearth-dynamo-requests) and items
// read (x-hearth-dynamo-items), so the budget test and the benchmark hold every route to the budget its
// manifest entry declares (issue 35). Only the work done on behalf of this one request is counted (an
// async-local counter), whatever else the process serves meanwhile. The session check is counted apart
// (x-hearth-session-reads): it is the chain's, cached per container, not the route's.
import { countingDynamoRequests, type DynamoCost } from '../../shared/clients.js';
import { isLocal } from '../../shared/config.js';
import { AppError } from '../../shared/errors.js';

export const REQUESTS_HEADER = 'x-hearth-dynamo-requests';
export const ITEMS_HEADER = 'x-hearth-dynamo-items';

const headersOf = (cost: DynamoCost) => ({
  [REQUESTS_HEADER]: String(cost.requests),
  [ITEMS_HEADER]: String(cost.items),
});

/**
 * Runs a route's handler; locally also answers the headers that report its cost. A refusal the route
 * throws (an AppError: 404, 409, 410…) carries them too, so what a refusal read is counted as well.
 */
export async function withDynamoCost<T>(
  work: () => Promise<T>,
): Promise<{ result: T; costHeaders: Record<string, string> }> {
  if (!isLocal) return { result: await work(), costHeaders: {} };
  const cost: DynamoCost = { requests: 0, items: 0 };
  try {
    return { result: await countingDynamoRequests(cost, work), costHeaders: headersOf(cost) };
  } catch (error) {
    if (error instanceof AppError) error.headers = { ...error.headers, ...headersOf(cost) };
    throw error;
  }
}
