// AWS's documented limits and answers that the local twin holds, so a developer meets each limit here
// before a family meets it on AWS. Each figure names the quota or page it comes from (checked against
// the service quotas pages when issue 33 added them); infra/local/limits.test.ts and
// test/integration/local-twin-limits.test.ts show the local answer equals the documented one.

/** API Gateway HTTP API (Amazon API Gateway quotas, "HTTP API quotas"). */
export const HTTP_API = {
  /** "Payload size: 10 MB", not adjustable. */
  payloadBytes: 10 * 1024 * 1024,
  /** "Maximum integration timeout: 30 seconds", not adjustable. */
  integrationTimeoutMs: 30_000,
  /** "Throttle quota per account, per Region across HTTP APIs, REST APIs, WebSocket APIs": 10,000 rps, burst 5,000. */
  accountThrottle: { rateLimit: 10_000, burstLimit: 5_000 },
} as const;

/** AWS Lambda (Lambda quotas, "Invocation payload (request and response)": 6 MB each, synchronous). */
export const LAMBDA = {
  /** InvokeFunction refuses a larger request: "Request must be smaller than 6291456 bytes for the InvokeFunction operation". */
  requestBytes: 6_291_456,
  /** The size Lambda's own error names: "Response payload size exceeded maximum allowed payload size (6291556 bytes)." */
  responseBytes: 6_291_556,
} as const;

/** AWS Step Functions ("Maximum input or output size for a task, state, or execution": 256 KiB of UTF-8). */
export const STEP_FUNCTIONS = { statePayloadBytes: 262_144 } as const;

/**
 * Amazon DynamoDB (DynamoDB quotas). DynamoDB Local enforces these itself with AWS's own messages
 * (the integration test shows it); they are listed here so the tests and the app's batching name one source.
 */
export const DYNAMODB = {
  /** "Item size: 400 KB", names and values together. */
  itemBytes: 400 * 1024,
  /** "TransactWriteItems ... up to 100 actions". */
  transactionItems: 100,
  /** "BatchWriteItem ... up to 25 put or delete requests". */
  batchWriteItems: 25,
  /** "Query ... result set is limited to 1 MB per call". */
  queryPageBytes: 1024 * 1024,
} as const;

/** An answer API Gateway itself gives, never the Lambda: status, JSON body and headers, as sent. */
export interface GatewayAnswer {
  statusCode: number;
  body: { message: string };
  headers?: Record<string, string>;
}

/**
 * What an HTTP API answers on its own. The bodies are API Gateway's, `{"message": …}`, not the app's
 * `{ error: { code, message } }`: the browser's client must cope with both, as it does on AWS.
 */
export const httpApiAnswers = {
  /** Over a stage, route or account throttle (token bucket). */
  throttled: { statusCode: 429, body: { message: 'Too Many Requests' } },
  /** A body over the 10 MB payload quota. */
  payloadTooLarge: { statusCode: 413, body: { message: 'Request Entity Too Large' } },
  /** No route matches. */
  notFound: { statusCode: 404, body: { message: 'Not Found' } },
  /** The JWT authorizer found no token. */
  noToken: { statusCode: 401, body: { message: 'Unauthorized' } },
  /** The integration did not answer within 30 s. */
  integrationTimeout: { statusCode: 503, body: { message: 'Service Unavailable' } },
  /** The function failed: it threw, timed out, or Lambda refused its request or response. */
  functionError: { statusCode: 500, body: { message: 'Internal Server Error' } },
} satisfies Record<string, GatewayAnswer>;

/** The JWT authorizer's refusal of a token that is present but not valid, with the reason AWS gives. */
export function invalidToken(description: string): GatewayAnswer {
  return {
    statusCode: 401,
    body: { message: 'Unauthorized' },
    headers: {
      'www-authenticate': `Bearer scope="" error="invalid_token" error_description="${description}"`,
    },
  };
}
