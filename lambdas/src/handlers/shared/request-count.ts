// Locally, each answer says how many DynamoDB requests it made (x-hearth-dynamo-requests), so tests and
// the benchmark can hold a route to its request budget. Only the requests made on behalf of this one
// are counted (an async-local counter), whatever else the process serves meanwhile.
import { countingDynamoRequests } from '../../shared/clients.js';
import { isLocal } from '../../shared/config.js';
import { type BoundRoute, type JsonResult, json } from './http.js';

export function withRequestCount(route: BoundRoute): BoundRoute {
  if (!isLocal) return route;
  return {
    ...route,
    handler: async (request) => {
      const { result, requests } = await countingDynamoRequests(() => route.handler(request));
      const isResult = typeof result === 'object' && result !== null && 'statusCode' in result;
      const answer: JsonResult = isResult ? (result as JsonResult) : json(200, result);
      return {
        ...answer,
        headers: { ...answer.headers, 'x-hearth-dynamo-requests': String(requests) },
      };
    },
  };
}
