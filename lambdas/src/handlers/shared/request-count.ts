// Locally, each answer says how many DynamoDB requests it made (x-hearth-dynamo-requests), so tests and
// the benchmark can hold a route to its request budget. Counts are per process: exact when requests
// do not overlap. (Same header as the recipes area.)
import { dynamoRequestCount } from '../../shared/clients.js';
import { isLocal } from '../../shared/config.js';
import { type BoundRoute, type JsonResult, json } from './http.js';

export function withRequestCount(route: BoundRoute): BoundRoute {
  if (!isLocal) return route;
  return {
    ...route,
    handler: async (request) => {
      const before = dynamoRequestCount.value;
      const result = await route.handler(request);
      const isResult = typeof result === 'object' && result !== null && 'statusCode' in result;
      const answer: JsonResult = isResult ? (result as JsonResult) : json(200, result);
      return {
        ...answer,
        headers: { ...answer.headers, 'x-hearth-dynamo-requests': String(dynamoRequestCount.value - before) },
      };
    },
  };
}
