// AWS SDK clients, created once per Lambda container (module scope) and reused by every request.
// Locally the endpoints point at the stand-ins; on AWS they are unset and the SDK uses the defaults.
import { AsyncLocalStorage } from 'node:async_hooks';
import { DynamoDBClient, DynamoDBDocumentClient } from './aws-sdk.js';
import { config, isLocal } from './config.js';

const localCredentials = isLocal ? { accessKeyId: 'local', secretAccessKey: 'local' } : undefined;

/** Counts DynamoDB requests so the benchmark can report requests per route. */
export const dynamoRequestCount = { value: 0 };

/** What one request's DynamoDB work cost: requests sent and items they read (a route's budget, issue 35). */
export interface DynamoCost {
  requests: number;
  /**
   * Items the requests read, as DynamoDB reads (and bills) them: a Query's or Scan's items evaluated
   * (its ScannedCount, the ones a filter then dropped included), a GetItem's item, a batch's items.
   */
  items: number;
}

/** The cost of the request being served, so work running meanwhile (a stream consumer) is not added. */
const requestScope = new AsyncLocalStorage<DynamoCost>();

/**
 * Runs `work`, counting into `cost` only the DynamoDB requests made on its behalf and the items they
 * read; the caller holds `cost`, so it knows what work that threw had spent.
 */
export function countingDynamoRequests<T>(cost: DynamoCost, work: () => Promise<T>): Promise<T> {
  return requestScope.run(cost, work);
}

/** Items a DynamoDB answer says were read (the low-level client's output, before unmarshalling). */
export function itemsRead(output: unknown): number {
  const { ScannedCount, Items, Item, Responses } = (output ?? {}) as {
    ScannedCount?: number;
    Items?: unknown[];
    Item?: unknown;
    Responses?: unknown[] | Record<string, unknown[]>;
  };
  if (ScannedCount !== undefined) return ScannedCount;
  if (Items) return Items.length;
  if (Item) return 1;
  if (Array.isArray(Responses))
    return Responses.filter((response) => (response as { Item?: unknown }).Item).length;
  if (Responses) return Object.values(Responses).reduce((sum, items) => sum + items.length, 0);
  return 0;
}

const dynamo = new DynamoDBClient({
  region: config.AWS_REGION,
  endpoint: config.DYNAMODB_ENDPOINT,
  credentials: localCredentials,
});
dynamo.middlewareStack.add(
  (next) => async (args) => {
    dynamoRequestCount.value += 1;
    const scope = requestScope.getStore();
    if (!scope) return next(args);
    scope.requests += 1;
    const answer = await next(args);
    scope.items += itemsRead(answer.output);
    return answer;
  },
  { step: 'initialize', name: 'hearthRequestCounter' },
);

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
});

/**
 * A client made on first use. Every function talks to DynamoDB, but only some requests send mail, sign
 * an upload or read a parameter: loading those SDK packages on first use, not at start, keeps each cold
 * start to the DynamoDB client alone (issue 20). Callers import the package's commands the same way.
 */
function onFirstUse<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => {
    made ??= make().catch((error: unknown) => {
      made = undefined;
      throw error;
    });
    return made;
  };
}

const s3Settings = {
  region: config.AWS_REGION,
  credentials: localCredentials,
  // s3rver stores streamed bodies with chunk framing and presigned URLs would carry an empty-body
  // checksum otherwise; S3 itself accepts either.
  requestChecksumCalculation: 'WHEN_REQUIRED',
  responseChecksumValidation: 'WHEN_REQUIRED',
} as const;

export const s3 = onFirstUse(
  async () =>
    new (await import('@aws-sdk/client-s3')).S3Client({
      ...s3Settings,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: isLocal,
    }),
);

/**
 * Signs the S3 addresses the browser opens (presigned uploads and downloads). Locally they must name
 * the stand-in's public address (the app origin's /media proxy); on AWS this is the regional client.
 */
export const browserS3 =
  isLocal && config.S3_PUBLIC_ENDPOINT
    ? onFirstUse(
        async () =>
          new (await import('@aws-sdk/client-s3')).S3Client({
            ...s3Settings,
            endpoint: config.S3_PUBLIC_ENDPOINT,
            forcePathStyle: true,
          }),
      )
    : s3;

export const cognito = onFirstUse(
  async () =>
    new (await import('@aws-sdk/client-cognito-identity-provider')).CognitoIdentityProviderClient({
      region: config.AWS_REGION,
      endpoint: config.COGNITO_ENDPOINT,
      credentials: localCredentials,
    }),
);

export const ses = onFirstUse(
  async () =>
    new (await import('@aws-sdk/client-sesv2')).SESv2Client({
      region: config.AWS_REGION,
      credentials: localCredentials,
    }),
);

export const ssm = onFirstUse(
  async () =>
    new (await import('@aws-sdk/client-ssm')).SSMClient({
      region: config.AWS_REGION,
      credentials: localCredentials,
    }),
);
