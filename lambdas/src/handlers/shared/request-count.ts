// Locally, each answer says what its DynamoDB work cost: requests (x-hearth-dynamo-requests) and items
// read (x-hearth-dynamo-items), so the budget test and the benchmark hold every route to the budget its
// manifest entry declares (issue 35). Only the work done on behalf of this one request is counted (an
// async-local counter), whatever else the process serves meanwhile. The session check is counted apart
// (x-hearth-session-reads): it is the chain's, cached per container, not the route's.
import { countingDynamoRequests } from '../../shared/clients.js';
import { isLocal } from '../../shared/config.js';

export const REQUESTS_HEADER = 'x-hearth-dynamo-requests';
export const ITEMS_HEADER = 'x-hearth-dynamo-items';

/** Runs a route's handler; locally also answers the headers that report its cost. */
export async function withDynamoCost<T>(
  work: () => Promise<T>,
): Promise<{ result: T; costHeaders: Record<string, string> }> {
  if (!isLocal) return { result: await work(), costHeaders: {} };
  const { result, requests, items } = await countingDynamoRequests(work);
  return { result, costHeaders: { [REQUESTS_HEADER]: String(requests), [ITEMS_HEADER]: String(items) } };
}
